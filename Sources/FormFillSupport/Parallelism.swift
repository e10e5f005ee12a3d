import Dispatch
import Foundation

/// How many cores a stage may use for the per-field work of one page.
///
/// The collector builds fields, and the classifier scores fields and resolves forms, independently of each
/// other once the page is indexed; on a page with thousands of fields that work is split into contiguous
/// chunks run on all cores, and the chunks' results are joined in document order, so the output is the
/// same as a serial run's, byte for byte. Small pages (nearly all) stay on one thread: below
/// ``minimumChunk`` fields a thread costs more than it saves.
package struct Parallelism: Sendable, Hashable {
    /// The cores to spread the work over (the work is cut into a few chunks per core); 1 is serial.
    package var maxWorkers: Int
    /// The fewest fields a chunk may have.
    package var minimumChunk: Int

    package init(maxWorkers: Int, minimumChunk: Int = 512) {
        self.maxWorkers = max(1, maxWorkers)
        self.minimumChunk = max(1, minimumChunk)
    }

    /// Every active core, chunks of at least 512 fields.
    package static var automatic: Parallelism { Parallelism(maxWorkers: ProcessInfo.processInfo.activeProcessorCount) }
    /// One thread.
    package static let serial = Parallelism(maxWorkers: 1)

    /// `0..<count` cut into contiguous ranges: one when the work is small or serial, else two per worker
    /// (so a chunk of slow fields does not leave the other cores idle, while each chunk's caches stay
    /// warm), each at least ``minimumChunk`` long.
    package func chunks(of count: Int) -> [Range<Int>] {
        guard count > 0 else { return [] }
        let wanted = maxWorkers == 1 ? 1 : min(maxWorkers * 2, count / minimumChunk)
        let pieces = max(1, wanted)
        return (0..<pieces).map { k in (count * k / pieces)..<(count * (k + 1) / pieces) }
    }

    /// Runs `body` on each range, concurrently when there are several, and returns the results in the
    /// order of `ranges`.
    ///
    /// `body` runs on several threads at once: it must not write to anything it shares with other calls
    /// (give each call its own caches and output).
    package func map<Result: Sendable>(_ ranges: [Range<Int>], _ body: @Sendable (Range<Int>) -> Result) -> [Result] {
        guard ranges.count > 1, maxWorkers > 1 else { return ranges.map(body) }
        let slots = Shared(UnsafeMutableBufferPointer<Result?>.allocate(capacity: ranges.count))
        slots.value.initialize(repeating: nil)
        defer { slots.value.deinitialize(); slots.value.deallocate() }
        // concurrentPerform spreads the iterations over the cores and returns when all are done.
        DispatchQueue.concurrentPerform(iterations: ranges.count) { k in slots.value[k] = body(ranges[k]) }
        return slots.value.map { $0! }
    }

    /// Releases `value` on another thread when `count` items of work would be cut into several chunks
    /// (``chunks(of:)``), else here: freeing a large page's arrays (every field's strings and boxes) then
    /// runs beside what the caller does next instead of before it. Pass the caller's last reference, or the
    /// release happens wherever the last one ends; the result never depends on where.
    package func release(_ value: consuming some Sendable, count: Int) {
        guard maxWorkers > 1, chunks(of: count).count > 1 else { return }
        DispatchQueue.global().async { [value] in withExtendedLifetime(value) {} }
    }
}

extension Parallelism {
    /// The array of `count` elements that `body` makes, chunk by chunk on all cores, written in place (a
    /// field's details are large: joining chunk arrays would copy every string of every field).
    ///
    /// `body` gets a chunk's range and `emit`, which stores the chunk's next element; it may stop before
    /// the end of its range. The array then ends where the first chunk stopped short, so it is always a
    /// prefix of the full list. Each chunk's return value comes back, in order.
    package func makeArray<Element: Sendable, Summary: Sendable>(
        count: Int, _ body: @Sendable (_ range: Range<Int>, _ emit: (consuming Element) -> Void) -> Summary
    ) -> (elements: [Element], summaries: [Summary]) {
        let ranges = chunks(of: count)
        var summaries: [Summary] = []
        let elements = [Element](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            let storage = Shared(buffer.baseAddress)
            let results = map(ranges) { range -> (written: Int, summary: Summary) in
                var written = 0
                let summary = body(range) { (element: consuming Element) in
                    guard written < range.count else { return }
                    storage.value?.advanced(by: range.lowerBound + written).initialize(to: element)
                    written += 1
                }
                return (written, summary)
            }
            summaries = results.map(\.summary)
            // Keep the chunks up to the first short one; drop what later chunks wrote.
            var end = 0, complete = true
            for (range, result) in zip(ranges, results) {
                if complete {
                    end = range.lowerBound + result.written
                    complete = result.written == range.count
                } else {
                    storage.value?.advanced(by: range.lowerBound).deinitialize(count: result.written)
                }
            }
            initializedCount = end
        }
        return (elements, summaries)
    }
}

extension Parallelism {
    /// Two arrays of `count` elements each that `body` makes together, element by element, as
    /// ``makeArray(count:_:)`` makes one: `emit` stores the chunk's next element of each. One read of each input
    /// then feeds both (joining per-chunk arrays would copy every element). Each chunk's return value comes
    /// back, in order.
    package func makeArrays<First: Sendable, Second: Sendable, Summary: Sendable>(
        count: Int, _ body: @Sendable (_ range: Range<Int>, _ emit: (consuming First, consuming Second) -> Void) -> Summary
    ) -> (first: [First], second: [Second], summaries: [Summary]) {
        var first: [First] = []
        var summaries: [Summary] = []
        let second = [Second](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            let storage = Shared(buffer.baseAddress)
            let made = makeArray(count: count) { range, emit -> (written: Int, summary: Summary) in
                var written = 0
                let summary = withoutActuallyEscaping(emit) { emitFirst in
                    body(range) { (a: consuming First, b: consuming Second) in
                        guard written < range.count else { return }
                        storage.value?.advanced(by: range.lowerBound + written).initialize(to: b)
                        written += 1
                        emitFirst(a)
                    }
                }
                return (written, summary)
            }
            first = made.elements
            summaries = made.summaries.map(\.summary)
            // The same prefix as the first array's: drop what chunks after the first short one wrote.
            let end = first.count
            for (range, chunk) in zip(chunks(of: count), made.summaries) where range.lowerBound + chunk.written > end {
                let from = max(range.lowerBound, end)
                storage.value?.advanced(by: from).deinitialize(count: range.lowerBound + chunk.written - from)
            }
            initializedCount = end
        }
        return (first, second, summaries)
    }
}

extension Parallelism {
    /// The array of `count` elements made by units of work that each own scattered positions (the fields of
    /// one form are not contiguous on a page), on all cores, written in place.
    ///
    /// `units` is cut into chunks like ``chunks(of:)``'s, each given to `body` with `put`, which stores the
    /// element of one position. Every position must be put exactly once, over all chunks (checked). Each
    /// chunk's return value comes back, in order.
    package func scatterArray<Element: Sendable, Summary: Sendable>(
        count: Int, units: [Range<Int>], _ body: @Sendable (_ units: Range<Int>, _ put: (Int, consuming Element) -> Void) -> Summary
    ) -> (elements: [Element], summaries: [Summary]) {
        let written = Shared(UnsafeMutableBufferPointer<Bool>.allocate(capacity: count))
        written.value.initialize(repeating: false)
        defer { written.value.deallocate() }
        var summaries: [Summary] = []
        let elements = [Element](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            let storage = Shared(buffer.baseAddress)
            summaries = map(units) { range in
                body(range) { (index: Int, element: consuming Element) in
                    precondition(index >= 0 && index < count && !written.value[index], "position \(index) put twice or out of range")
                    written.value[index] = true
                    storage.value?.advanced(by: index).initialize(to: element)
                }
            }
            precondition(!written.value.contains(false), "a position was never put")
            initializedCount = count
        }
        return (elements, summaries)
    }
}

/// Memory that the chunks of one `map`, `makeArray` or `scatterArray` write to from several threads.
/// Unchecked: each chunk writes only its own slots, and the memory is read only after `concurrentPerform`
/// has returned, which orders every write before the reads.
private struct Shared<Pointer>: @unchecked Sendable {
    let value: Pointer
    init(_ value: Pointer) { self.value = value }
}
