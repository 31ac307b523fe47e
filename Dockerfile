# pmi-rating reference service in a container (docs/deployment.md explains each step).
# Build: docker build -t pmi-rating .   Run: docker run -p 8080:8080 pmi-rating

# 1. Build stage: the full toolchain, from the lock file.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

# 2. Runtime stage: the built package and its runtime dependencies only.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/tables ./tables
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is PID 1 and receives docker stop's SIGTERM itself; the service stops
# accepting, finishes the requests in flight and exits (docs/http.md, Shutdown).
CMD ["node", "dist/cli.js", "serve"]
