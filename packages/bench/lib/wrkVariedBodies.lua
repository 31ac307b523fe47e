-- wrk script of the paired benches (driveSliceWithWrk.ts): each request POSTs the next body of a
-- book, one JSON body a line of the file given as the first argument, starting at the line
-- after the count given as the second, so that every slice of every service carries on the same
-- varied mix; wrk's -H headers go with each. At the end it prints, for the bench to read, what
-- wrk's own summary rounds or leaves out: every answer's latency (its histogram, by µs), the
-- answers and failures, and the CPU wrk itself used, so that the load generator's share of a
-- shared machine is measured rather than guessed.
local bodies = {}
local at = 0

function init(args)
  for line in io.lines(args[1]) do
    if #line > 0 then bodies[#bodies + 1] = line end
  end
  -- Before it starts, wrk makes one request to check it and does not send it: start one back
  -- (Lua's modulo of -1 is the last line, so that check takes the book's last body).
  at = (tonumber(args[2]) or 0) - 1
end

function request()
  local body = bodies[(at % #bodies) + 1]
  at = at + 1
  return wrk.format("POST", nil, nil, body)
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format("WRK_SUMMARY %d %d %d %d\n", summary.duration, summary.requests, errors.status, errors.connect + errors.read + errors.write + errors.timeout))
  -- latency(i): the i-th distinct latency recorded (µs) and how many samples have it, after wrk's
  -- correction for coordinated omission (undoWrkLatencyCorrection.ts takes it off).
  for i = 1, #latency do
    local microseconds, count = latency(i)
    io.write(string.format("WRK_LATENCY %d %d\n", microseconds, count))
  end
  -- utime and stime (clock ticks) are the 14th and 15th fields of /proc/self/stat, after the command's parenthesised name.
  local stat = io.open("/proc/self/stat"):read("*l")
  local fields = {}
  for field in stat:sub(stat:find(") ", 1, true) + 2):gmatch("%S+") do fields[#fields + 1] = field end
  io.write(string.format("WRK_CPU_TICKS %d\n", tonumber(fields[12]) + tonumber(fields[13])))
end
