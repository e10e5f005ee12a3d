import Dispatch
import FormFillModel
import FormFillSupport
import Testing

/// The chunking that spreads a large page's per-field work over the cores, and the JSON pieces it writes.
@Suite struct ParallelismTests {
    @Test func chunksCoverTheRangeInOrderWithoutGaps() {
        let parallelism = Parallelism(maxWorkers: 2, minimumChunk: 100)
        let chunks = parallelism.chunks(of: 1_234)
        #expect(chunks.count == 4, "two chunks a worker")
        #expect(chunks.first?.lowerBound == 0)
        #expect(chunks.last?.upperBound == 1_234)
        for (a, b) in zip(chunks, chunks.dropFirst()) { #expect(a.upperBound == b.lowerBound) }
        #expect(chunks.allSatisfy { $0.count >= 100 })
    }

    @Test func smallOrSerialWorkIsOneChunk() {
        #expect(Parallelism(maxWorkers: 8, minimumChunk: 2_048).chunks(of: 3_000) == [0..<3_000])
        #expect(Parallelism.serial.chunks(of: 100_000) == [0..<100_000])
        #expect(Parallelism(maxWorkers: 4, minimumChunk: 1).chunks(of: 0).isEmpty)
        #expect(Parallelism(maxWorkers: 0, minimumChunk: 0) == Parallelism(maxWorkers: 1, minimumChunk: 1))
    }

    @Test func smallWorkIsReleasedBeforeReleaseReturns() {
        let freed = Freed()
        Parallelism(maxWorkers: 4, minimumChunk: 100).release(Tracked(freed), count: 150)
        #expect(freed.semaphore.wait(timeout: .now()) == .success, "one chunk: freed on the calling thread")
        Parallelism.serial.release(Tracked(freed), count: 100_000)
        #expect(freed.semaphore.wait(timeout: .now()) == .success, "serial: freed on the calling thread")
    }

    @Test func largeWorkIsReleasedElsewhere() {
        let freed = Freed()
        Parallelism(maxWorkers: 2, minimumChunk: 100).release(Tracked(freed), count: 1_000)
        // Wherever the last reference ends (the other thread, or here if it finished first), it ends once.
        freed.semaphore.wait()
        #expect(freed.semaphore.wait(timeout: .now()) == .timedOut)
    }

    @Test func mapKeepsTheOrderOfTheChunks() {
        let parallelism = Parallelism(maxWorkers: 4, minimumChunk: 1)
        let chunks = parallelism.chunks(of: 1_000)
        #expect(chunks.count == 8)
        let sums = parallelism.map(chunks) { range in range.reduce(0, +) }
        #expect(sums == chunks.map { $0.reduce(0, +) })
        #expect(sums.reduce(0, +) == 999 * 1_000 / 2)
    }

    @Test func scatterArrayPutsEachElementAtItsPosition() {
        // Units own scattered positions (like forms own fields): unit u owns the positions p with p % 50 == u.
        let units = (0..<50).map { $0..<($0 + 1) }
        for parallelism in [Parallelism(maxWorkers: 4, minimumChunk: 1), .serial] {
            let made = parallelism.scatterArray(count: 1_000, units: units) { range, put in
                var owned = 0
                for u in range {
                    // Backwards, so that the positions are put out of order.
                    for p in stride(from: 950 + u, through: 0, by: -50) { put(p, "field \(p)"); owned += 1 }
                }
                return owned
            }
            #expect(made.elements == (0..<1_000).map { "field \($0)" })
            #expect(made.summaries == Array(repeating: 20, count: units.count), "one summary a unit, in order")
        }
    }

    @Test func makeArrayWritesEveryChunkInPlaceInOrder() {
        let parallelism = Parallelism(maxWorkers: 4, minimumChunk: 10)
        let made = parallelism.makeArray(count: 1_000) { range, emit in
            for i in range { emit("field \(i)") }
            return range.count
        }
        #expect(made.elements == (0..<1_000).map { "field \($0)" })
        #expect(made.summaries == parallelism.chunks(of: 1_000).map(\.count))
        #expect(Parallelism.serial.makeArray(count: 0) { (_, _: (consuming Int) -> Void) in 0 }.elements.isEmpty)
    }

    /// A chunk that stops short ends the array there: what later chunks made is dropped (and freed).
    @Test func makeArrayKeepsThePrefixBeforeTheFirstShortChunk() {
        let parallelism = Parallelism(maxWorkers: 2, minimumChunk: 100)
        #expect(parallelism.chunks(of: 400) == [0..<100, 100..<200, 200..<300, 300..<400])
        let made = parallelism.makeArray(count: 400) { range, emit in
            for i in range {
                if i == 150 || i == 330 { return false }
                emit([i])
            }
            return true
        }
        #expect(made.elements == (0..<150).map { [$0] })
        #expect(made.summaries == [true, false, true, false])
    }

    /// Two arrays made together hold each chunk's elements in order, and both end where the first chunk stopped
    /// short (what later chunks made of either is dropped and freed).
    @Test func makeArraysKeepsBothArraysInStep() {
        let parallelism = Parallelism(maxWorkers: 2, minimumChunk: 100)
        let whole = parallelism.makeArrays(count: 400) { range, emit in
            for i in range { emit(i, "field \(i)") }
            return range.count
        }
        #expect(whole.first == Array(0..<400))
        #expect(whole.second == (0..<400).map { "field \($0)" })
        #expect(whole.summaries == parallelism.chunks(of: 400).map(\.count), "one summary a chunk, in order")
        let short = parallelism.makeArrays(count: 400) { range, emit in
            for i in range {
                if i == 150 || i == 330 { return }
                emit([i], "field \(i)")
            }
        }
        #expect(short.first == (0..<150).map { [$0] })
        #expect(short.second == (0..<150).map { "field \($0)" })
        #expect(Parallelism.serial.makeArrays(count: 0) { (_, _: (consuming Int, consuming Int) -> Void) in }.first.isEmpty)
    }

    /// Elements written apart and appended give the bytes of one writer, compact and pretty, including the
    /// empty pieces a chunk with nothing to write leaves.
    @Test(arguments: [false, true]) func elementWritersJoinByteForByte(_ pretty: Bool) {
        let values: [JSONValue] = [.string("a</script>\u{2028}"), .object([("k", .array([.bool(true), .null]))]), .number(3),
                                   .string("\"quoted\""), .object([])]
        var whole = JSONWriter(pretty: pretty)
        whole.beginObject(); whole.key("fields"); whole.beginArray()
        for v in values { whole.value(v) }
        whole.endArray(); whole.endObject()

        var joined = JSONWriter(pretty: pretty)
        joined.beginObject(); joined.key("fields"); joined.beginArray()
        for slice in [values[0..<2], values[2..<2], values[2..<5]] {
            var piece = joined.elementWriter()
            for v in slice { piece.value(v) }
            joined.append(elements: piece)
        }
        joined.endArray(); joined.endObject()
        #expect(joined.string == whole.string)

        var empty = JSONWriter(pretty: pretty)
        empty.beginArray(); empty.append(elements: empty.elementWriter()); empty.endArray()
        #expect(empty.string == "[]")
    }
}

/// Signals its semaphore once per ``Tracked`` value freed.
private final class Freed: Sendable {
    let semaphore = DispatchSemaphore(value: 0)
}

/// A value that says when it is freed.
private final class Tracked: Sendable {
    let freed: Freed
    init(_ freed: Freed) { self.freed = freed }
    deinit { freed.semaphore.signal() }
}
