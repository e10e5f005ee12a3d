import Foundation
@testable import FormFill
import Testing

/// A value behind a lock (the standard library's `Mutex` needs macOS 15 / iOS 18).
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

/// Records the stages the engine ran and whether the caller's task-local marker was visible there (it is
/// not in a detached task, so the work did not run in the caller's task or on its actor).
final class StageLog: Sendable {
    private let entries = Locked<[(FormFillEngine.Stage, Bool)]>([])
    var stages: [FormFillEngine.Stage] { entries.withLock { $0.map(\.0) } }
    var ranInCallersTask: Bool { entries.withLock { $0.contains { $0.1 } } }
    func record(_ stage: FormFillEngine.Stage) { entries.withLock { $0.append((stage, CallerMarker.isSet)) } }
}

enum CallerMarker {
    @TaskLocal static var isSet = false
}

/// Holds a task handle so that a stage can cancel the task that called the engine.
final class TaskHandle: Sendable {
    private let task = Locked<Task<FillResult, any Error>?>(nil)
    func set(_ value: Task<FillResult, any Error>) { task.withLock { $0 = value } }
    func cancel() { task.withLock { $0?.cancel() } }
}

/// An actor standing for an app's main actor.
@globalActor actor AppActor {
    static let shared = AppActor()
}

@Suite("FormFillEngine")
struct EngineTests {
    static let login = LoginItem(id: "acme", title: "ACME", urls: ["https://www.acme.com/login"], username: "wile",
                                 password: "R0adRunner!")
    static let html = Data("""
        <form action="/session" method="post"><input name="username" autocomplete="username">
        <input type="password" name="password" autocomplete="current-password"></form>
        """.utf8)

    @Test @AppActor func fillsFromHTMLWithEveryStageOffTheCallersTask() async throws {
        let log = StageLog()
        var engine = FormFillEngine()
        engine.stageObserver = { log.record($0) }
        let result = try await CallerMarker.$isSet.withValue(true) {
            try await engine.fill(html: Self.html, url: "https://www.acme.com/login", items: [.login(Self.login)])
        }
        #expect(result.script.valuesByOpid.values.contains("R0adRunner!"))
        #expect(log.stages == [.collect, .classify, .generate])
        #expect(!log.ranInCallersTask)
    }

    @Test func aTaskCancelledBeforehandDoesNoWork() async throws {
        let log = StageLog()
        var engine = FormFillEngine()
        engine.stageObserver = { log.record($0) }
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await engine.fill(html: Self.html, url: "https://www.acme.com/login", items: [.login(Self.login)])
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(log.stages.isEmpty)
    }

    @Test func cancellingDuringClassificationStopsBeforeTheFillScript() async throws {
        let log = StageLog()
        let handle = TaskHandle()
        var engine = FormFillEngine()
        engine.stageObserver = { stage in
            log.record(stage)
            if stage == .classify { handle.cancel() }
        }
        let started = Locked(false)
        let page = try await engine.collect(html: Self.html, url: "https://www.acme.com/login")
        let task = Task {
            // Wait until the handle is set, so the stage can cancel this very task.
            while !started.withLock({ $0 }) { await Task.yield() }
            return try await engine.fill(page: page, items: [.login(Self.login)])
        }
        handle.set(task)
        started.withLock { $0 = true }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(log.stages == [.collect, .classify])
    }

    @Test func errorsAreFormFillErrors() async throws {
        let engine = FormFillEngine()
        await #expect(throws: FormFillError.malformedToken("documentUUID: missing")) {
            try await engine.fill(token: "{}", items: [.login(Self.login)])
        }
        let page = try await engine.collect(html: Self.html, url: "https://evil.example/login")
        await #expect(throws: FormFillError.noMatchingItem("evil.example")) {
            try await engine.fill(page: page, items: [.login(Self.login)])
        }
        let candidates = try await engine.candidates(for: page, items: [.login(Self.login)])
        #expect(candidates.isEmpty)
    }

    /// A login is saved for the site, but the page holds no login (a newsletter's e-mail box, which only an
    /// identity fills, and the vault has none): the error says the page has nothing for the login, not that no
    /// item matches the site.
    @Test func aPageWithoutALoginForTheSitesLoginSaysSo() async throws {
        let engine = FormFillEngine()
        let page = try await engine.collect(html: Data("""
            <form action="/order" method="post"><label>Email <input type="email" name="e"></label>
            <label>Phone <input type="tel" name="t"></label><label>City <input name="c"></label><input type="submit"></form>
            """.utf8), url: "https://www.acme.com/contact")
        await #expect(throws: FormFillError.nothingToFill(
            "a login is saved for www.acme.com, but the page has no login form, and no vault item fills its other fields")) {
            try await engine.fill(page: page, items: [.login(Self.login)])
        }
    }

    @Test func encryptedVaultFromSwift() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("engine-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("vault.json")
        let engine = FormFillEngine()
        let cheap = ScryptParameters(n: 1 << 14, r: 8, p: 1)

        await #expect(throws: FormFillError.self) {
            try await engine.createVault(at: url, passphrase: "x", parameters: .fastForTesting)
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))

        var created = try await engine.createVault(VaultFile(items: [.login(Self.login)]), at: url,
                                                   passphrase: "first phrase", parameters: cheap)
        #expect(created.isEncrypted)
        let onDisk = try String(contentsOf: url, encoding: .utf8)
        #expect(onDisk.contains("formfill-vault-encrypted") && !onDisk.contains("R0adRunner!"))

        // The passphrase closure is asked once, with the vault's URL; nil means the user cancelled.
        let asked = Locked<[URL]>([])
        let source = PassphraseSource { vaultURL in asked.withLock { $0.append(vaultURL) }; return "first phrase" }
        let opened = try await engine.openVault(at: url, passphrase: source)
        #expect(opened.vault.logins.first?.password == "R0adRunner!")
        #expect(asked.withLock { $0 } == [url])
        await #expect(throws: FormFillError.vault(.passphraseRequired(url.path))) {
            try await engine.openVault(at: url, passphrase: .none)
        }
        await #expect(throws: FormFillError.vault(.wrongPassphrase(url.path))) {
            try await engine.openVault(at: url, passphrase: .constant("wrong"))
        }

        created.vault.items.append(.card(CardItem(id: "visa", number: "4111111111111111")))
        let saved = try await engine.saveVault(created, to: url)
        let rekeyed = try await engine.changePassphrase(of: saved, at: url, to: "second phrase")
        #expect(rekeyed.key?.parameters == cheap)
        await #expect(throws: FormFillError.vault(.wrongPassphrase(url.path))) {
            try await engine.openVault(at: url, passphrase: .constant("first phrase"))
        }
        let reopened = try await engine.openVault(at: url, passphrase: .constant("second phrase"))
        #expect(reopened.vault.items.count == 2)
        // The backup is sealed with the new passphrase too.
        let backup = url.appendingPathExtension("bak")
        await #expect(throws: FormFillError.vault(.wrongPassphrase(backup.path))) {
            try await engine.openVault(at: backup, passphrase: .constant("first phrase"))
        }
        _ = try await engine.openVault(at: backup, passphrase: .constant("second phrase"))

        // A stale copy is not written over a newer file.
        await #expect(throws: FormFillError.vault(.conflict(url.path))) { try await engine.saveVault(saved, to: url) }
        await #expect(throws: FormFillError.vault(.missingFolder(folder.appendingPathComponent("no").path))) {
            try await engine.openVault(at: folder.appendingPathComponent("no/v.json"), passphrase: .none, allowMissing: true)
        }
    }

    @Test func scryptBounds() {
        #expect(ScryptParameters.strong.isSafeForNewVaults && ScryptParameters.appExtension.isSafeForNewVaults)
        #expect(ScryptParameters.appExtension.memoryBytes == 32 << 20)
        #expect(!ScryptParameters.fastForTesting.isSafeForNewVaults)
        #expect(!ScryptParameters(n: 1 << 21, r: 8, p: 1).isSafeForNewVaults)
        #expect(!ScryptParameters(n: (1 << 15) + 1, r: 8, p: 1).isSafeForNewVaults)
        #expect(!ScryptParameters(n: 1 << 20, r: 16, p: 1).isSafeForNewVaults)
    }
}
