// TEMPORARY: stand-ins for the secrets and vault branches' API until they are merged. Delete on merge.
import Foundation
import FormFillModel

public struct PasswordRules: Sendable, Hashable {
    public init(parsing text: String) throws {}
}
public struct PasswordError: Error, CustomStringConvertible, Sendable, Hashable {
    public enum Kind: Sendable, Hashable { case malformedRules, impossible }
    public var kind: Kind
    public var message: String
    public var description: String { message }
}
public struct PasswordOptions: Sendable, Hashable {
    public var minLength: Int?, maxLength: Int?, requireDigits = false, requireSymbols = false
    public var forbiddenCharacters = "", rules: PasswordRules?, fieldMinLength: Int?, fieldMaxLength: Int?
    public var pattern: String?, preferredLength = 20
    public init(minLength: Int? = nil, maxLength: Int? = nil) { self.minLength = minLength; self.maxLength = maxLength }
}
public enum PasswordGenerator {
    public static func generate(_ options: PasswordOptions = PasswordOptions()) throws -> String {
        let lower = max(options.minLength ?? 0, options.fieldMinLength ?? 0)
        let upper = min(options.maxLength ?? 50, options.fieldMaxLength ?? 50)
        guard lower <= upper else { throw PasswordError(kind: .impossible, message: "lengths cannot be met") }
        let length = min(max(options.preferredLength, lower), upper)
        return String((0..<length).map { _ in "abcdefghijkmnpqrstuvwxyz23456789".randomElement()! })
    }
}
public struct TOTP: Sendable {
    public let digits: Int
    public init(_ secretOrURI: String) throws { digits = secretOrURI.contains("digits=8") ? 8 : 6 }
    public func code(at date: Date) -> String { String(repeating: "1", count: digits) }
}
public struct URLMatch: Sendable, Hashable {
    public var itemURL: String
    public var isInsecureDowngrade: Bool
}
public struct PublicSuffixList: Sendable {
    public static let bundled = PublicSuffixList()
    public func registrableDomain(forHost host: String) -> String? {
        host.split(separator: ".").suffix(2).joined(separator: ".")
    }
}
public struct URLMatcher: Sendable {
    public init() {}
    public func bestMatch(for item: LoginItem, pageURL: String) -> URLMatch? {
        guard let page = URL(string: pageURL)?.host else { return nil }
        for u in item.urls where URL(string: u).flatMap(\.host).flatMap(PublicSuffixList.bundled.registrableDomain) == PublicSuffixList.bundled.registrableDomain(forHost: page) {
            return URLMatch(itemURL: u, isInsecureDowngrade: u.hasPrefix("https:") && pageURL.hasPrefix("http:"))
        }
        return nil
    }
}
extension URLMatcher {
    public func isInsecureDowngrade(itemURL: String, pageURL: String) -> Bool { itemURL.hasPrefix("https:") && pageURL.hasPrefix("http:") }
}
