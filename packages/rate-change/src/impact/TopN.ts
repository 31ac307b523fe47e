/**
 * Keeps the N largest items of a stream by a score, in memory proportional to N (a min-heap
 * whose root is the smallest item kept). Among equal scores the larger second score wins
 * (when given), then the item offered first.
 *
 * @example
 * const largest = new TopN<number>(2, (n) => n);
 * [5, 1, 9, 3].forEach((n) => largest.offer(n));
 * largest.sorted(); // [9, 5]
 */
export class TopN<T> {
  private readonly heap: Entry<T>[] = [];
  private offered = 0;

  constructor(
    private readonly size: number,
    private readonly scoreOf: (item: T) => number,
    private readonly tieScoreOf: (item: T) => number = () => 0,
  ) {}

  offer(item: T): void {
    if (this.size <= 0) return;
    const entry = { item, score: this.scoreOf(item), tieScore: this.tieScoreOf(item), order: this.offered++ };
    if (this.heap.length < this.size) {
      this.heap.push(entry);
      this.siftUp(this.heap.length - 1);
      return;
    }
    const root = this.heap[0];
    if (root !== undefined && this.ranksAbove(entry, root)) {
      this.heap[0] = entry;
      this.siftDown(0);
    }
  }

  /** The items kept, largest score first (earliest offered first among equals). */
  sorted(): T[] {
    return [...this.heap].sort((a, b) => (this.ranksAbove(a, b) ? -1 : this.ranksAbove(b, a) ? 1 : 0)).map((entry) => entry.item);
  }

  /** True when `a` deserves a place more than `b`: a higher score, then a higher tie score, then offered earlier. */
  private ranksAbove(a: Entry<T>, b: Entry<T>): boolean {
    if (a.score !== b.score) return a.score > b.score;
    if (a.tieScore !== b.tieScore) return a.tieScore > b.tieScore;
    return a.order < b.order;
  }

  private siftUp(index: number): void {
    let child = index;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (!this.ranksAbove(this.at(parent), this.at(child))) break;
      this.swap(parent, child);
      child = parent;
    }
  }

  private siftDown(index: number): void {
    let parent = index;
    for (;;) {
      const left = parent * 2 + 1;
      const right = left + 1;
      let lowest = parent;
      if (left < this.heap.length && this.ranksAbove(this.at(lowest), this.at(left))) lowest = left;
      if (right < this.heap.length && this.ranksAbove(this.at(lowest), this.at(right))) lowest = right;
      if (lowest === parent) return;
      this.swap(parent, lowest);
      parent = lowest;
    }
  }

  private at(index: number): Entry<T> {
    const entry = this.heap[index];
    if (entry === undefined) throw new Error(`TopN heap has no entry ${index}`);
    return entry;
  }

  private swap(a: number, b: number): void {
    const first = this.at(a);
    this.heap[a] = this.at(b);
    this.heap[b] = first;
  }
}

interface Entry<T> {
  readonly item: T;
  readonly score: number;
  readonly tieScore: number;
  readonly order: number;
}
