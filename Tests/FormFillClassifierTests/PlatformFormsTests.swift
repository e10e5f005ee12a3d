import Foundation
import FormFillClassifier
import FormFillCollector
import FormFillModel
import FormFillTestSupport
import Testing

/// One case of `Fixtures/platform-forms/`: a generic snippet of an e-commerce platform's checkout, address,
/// card, sign-up or login template (Magento 2, WooCommerce, Shopify, Salesforce Commerce Cloud, SAP Commerce,
/// BigCommerce, PrestaShop, OpenCart, Shopware, Drupal Commerce, EC-CUBE, site builders, Stripe Checkout), with the
/// platform's field names, ids, label markup, placeholders and required markers, written from the templates, not
/// copied from a page. Its leading `<!-- platform-form {json} -->` comment gives each field's expected designation.
struct PlatformFormCase: Sendable, CustomStringConvertible {
    struct Header: Decodable, Sendable {
        /// The platform and the template the snippet follows.
        var platform: String
        var form: String
        var language: String
        /// By field name (else id): the designations accepted for it (several where Chromium's label allows
        /// more than one token, `null` for none).
        var expect: [String: Accepted]
        /// Expectations another part of the classifier owns and does not meet yet, by field, with the reason:
        /// checked as known issues.
        var knownIssues: [String: String]?
    }

    /// One designation, a list of them, or none (`null`).
    struct Accepted: Decodable, Sendable {
        var designations: [String?]
        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if c.decodeNil() { designations = [nil] }
            else if let one = try? c.decode(String.self) { designations = [one] }
            else { designations = try c.decode([String?].self) }
        }
    }

    var name: String
    var html: String
    var header: Header
    var description: String { name }

    static let directory = Repository.fixtures.appendingPathComponent("platform-forms")

    static let all: [PlatformFormCase] = {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".html") }.sorted()
        return names.compactMap { file in
            guard let html = try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8),
                  let start = html.range(of: "<!-- platform-form"), let end = html.range(of: "-->", range: start.upperBound..<html.endIndex),
                  let header = try? JSONDecoder().decode(Header.self, from: Data(html[start.upperBound..<end.lowerBound].utf8))
            else { return nil }
            return PlatformFormCase(name: String(file.dropLast(5)), html: html, header: header)
        }
    }()
}

/// The platforms' forms (issue 16: what works on our pages must work on everyone's): every field of every
/// snippet gets what it is, and what Chromium would say (a 3-3-4 phone's parts are the WHATWG parts).
@Suite("Platform forms")
struct PlatformFormsTests {
    @Test func theSuiteIsComplete() {
        #expect(PlatformFormCase.all.count >= 25)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: PlatformFormCase.directory.path)) ?? []
        #expect(files.filter { $0.hasSuffix(".html") }.count == PlatformFormCase.all.count, "a case's header does not parse")
    }

    @Test(arguments: PlatformFormCase.all)
    func everyFieldIsWhatItIs(_ c: PlatformFormCase) throws {
        let result = try classifyHTML(c.html, url: "https://shop.example.com/checkout")
        for (key, accepted) in c.header.expect.sorted(by: { $0.key < $1.key }) {
            let index = result.0.fields.firstIndex { $0.htmlName == key } ?? result.0.fields.firstIndex { $0.htmlID == key }
            guard let index else {
                Issue.record("\(c.name): no field \(key)")
                continue
            }
            let got = result.1.fields[index].designation?.rawValue
            let check = { #expect(accepted.designations.contains(got), "\(c.name) \(key): \(got ?? "nil")") }
            if let reason = c.header.knownIssues?[key] {
                withKnownIssue(Comment(rawValue: reason)) { check() }
            } else {
                check()
            }
        }
    }
}

/// The general rules the platform forms asked for, each on a generic snippet.
@Suite struct PlatformMechanismTests {
    /// A caption over two name boxes whose placeholders name the parts (`caption` over [`first`] [`last`]), then
    /// an e-mail and a phone.
    static func nameBoxes(_ caption: String, _ first: String, _ last: String) throws -> [String?] {
        let html = #"<form action="/account"><dl><dt><label>\#(caption)</label></dt><dd><input name="n1" placeholder="\#(first)"><input name="n2" placeholder="\#(last)"></dd>"#
            + #"<dt><label for="e">Email</label></dt><dd><input id="e" name="e" type="email"></dd><dt><label for="t">Phone</label></dt><dd><input id="t" name="t" type="tel"></dd></dl></form>"#
        let result = try classifyHTML(html)
        return ["n1", "n2"].map { designation(of: $0, in: result) }
    }

    @Test func aNamesPartsUnderOneCaptionAreTheParts() throws {
        #expect(try Self.nameBoxes("Name", "First", "Last") == ["given-name", "family-name"])
        #expect(try Self.nameBoxes("Your name", "First name", "Last name") == ["given-name", "family-name"])
        #expect(try Self.nameBoxes("お名前", "姓", "名") == ["family-name", "given-name"])
        #expect(try Self.nameBoxes("Nom", "Prénom", "Nom de famille") == ["given-name", "family-name"])
    }

    @Test func aWholeNameStaysWhole() throws {
        let html = #"<form action="/account"><label for="n">Full name</label><input id="n" name="n"><label for="e">Email</label><input id="e" name="e" type="email"><label for="t">Phone</label><input id="t" name="t" type="tel"></form>"#
        #expect(designation(of: "n", in: try classifyHTML(html)) == "name")
    }

    /// A box labelled and named for the whole name stays whole though its id abbreviates a part (`fn0`, `ln`):
    /// only the box's own label texts name the part it is, an abbreviation in an id does not.
    @Test(arguments: ["fn0", "ln", "fname"])
    func aWholeNameWithAPartsIDStaysWhole(id: String) throws {
        let html = #"<form action="/account"><label for="\#(id)">Full name</label><input id="\#(id)" name="fullname"><label for="e">Email</label><input id="e" name="e" type="email"><label for="t">Phone</label><input id="t" name="t" type="tel"></form>"#
        #expect(designation(of: "fullname", in: try classifyHTML(html)) == "name")
    }

    /// A checkout whose address block sits beside one unmarked password ("Create an account?" then "Account
    /// password"): a login never asks for a postal address, so the box is the new account's password and the
    /// form no login. The author's `current-password` still says login.
    @Test(arguments: ["", #" autocomplete="current-password""#])
    func aPasswordBesideAnAddressBlockIsANewAccountsPassword(mark: String) throws {
        let html = #"<form action="/checkout" method="post"><h3>Billing details</h3>"#
            + #"<label for="fn">First name</label><input id="fn" name="fn"><label for="ln">Last name</label><input id="ln" name="ln">"#
            + #"<label for="st">Street address</label><input id="st" name="st"><label for="ci">Town / City</label><input id="ci" name="ci">"#
            + #"<label for="zp">ZIP</label><input id="zp" name="zp"><label for="em">Email address</label><input id="em" name="em" type="email">"#
            + #"<p><label><input type="checkbox" name="ca"> <span>Create an account?</span></label></p>"#
            + #"<div><p><label for="pw">Account password</label><span><input id="pw" name="pw" type="password"\#(mark)></span></p></div>"#
            + #"<button type="submit">Place order</button></form>"#
        let result = try classifyHTML(html)
        let kind = result.1.forms.first?.kind.rawValue
        if mark.isEmpty {
            #expect(designation(of: "pw", in: result) == "new-password")
            #expect(kind != "login")
        } else {
            #expect(designation(of: "pw", in: result) == "current-password")
        }
    }

    /// A checkout's personal step (first and last name, e-mail, an optional password, "Continue"): a login never
    /// asks for the person's names, so the password is the new account's.
    @Test func aPasswordBesideThePersonsNamesIsANewAccountsPassword() throws {
        let html = #"<form action="/order" method="post"><section>"#
            + #"<div><label for="fn">First name</label><input id="fn" name="firstname"></div>"#
            + #"<div><label for="ln">Last name</label><input id="ln" name="lastname"></div>"#
            + #"<div><label for="em">Email</label><input id="em" name="email" type="email"></div>"#
            + #"<div><label for="pw">Password</label><input id="pw" name="password" type="password"><span>Optional</span></div>"#
            + #"</section><button type="submit" name="continue">Continue</button></form>"#
        let result = try classifyHTML(html)
        #expect(designation(of: "password", in: result) == "new-password")
        #expect(result.1.forms.first?.kind.rawValue != "login")
        // A profile's "Current password" (asked to save the changes) stays the current password.
        let profile = try classifyHTML(html.replacingOccurrences(of: ">Password<", with: ">Current password<"))
        #expect(designation(of: "password", in: profile) == "current-password")
    }

    /// An address whose state box is named `name` and labelled "State".
    static func stateNamed(_ name: String, select: Bool) throws -> String? {
        let state = select
            ? #"<select id="s" name="\#(name)"><option value=""></option><option value="AL">Alabama</option><option value="CA">California</option><option value="NY">New York</option></select>"#
            : #"<input id="s" name="\#(name)">"#
        let html = #"<form action="/checkout"><label for="a">Address</label><input id="a" name="address1"><label for="c">City</label><input id="c" name="city">"#
            + #"<label for="s">State</label>\#(state)<label for="z">ZIP code</label><input id="z" name="postal"></form>"#
        return designation(of: "s", in: try classifyHTML(html))
    }

    @Test(arguments: ["shipping_states_stateCode", "statecode", "billing_state_code", "stateCode"])
    func aStatesCodeIsTheState(name: String) throws {
        #expect(try Self.stateNamed(name, select: true) == "address-level1", "\(name)")
        #expect(try Self.stateNamed(name, select: false) == "address-level1", "\(name)")
    }

    /// One box for a birth date whose placeholder shows the date's format, in a sign-up.
    static func birthBox(_ label: String, _ placeholder: String) throws -> String? {
        let html = #"<form action="/register"><label for="f">First name</label><input id="f" name="f"><label for="l">Last name</label><input id="l" name="l">"#
            + #"<label for="e">Email</label><input id="e" name="e" type="email"><label for="b">\#(label)</label><input id="b" name="b" placeholder="\#(placeholder)"></form>"#
        return designation(of: "b", in: try classifyHTML(html))
    }

    @Test(arguments: [("Date de naissance", "JJ/MM/AAAA"), ("Date de naissance", "DD/MM/YYYY"), ("Geburtsdatum", "TT.MM.JJJJ"),
                      ("Fecha de nacimiento", "DD/MM/AAAA"), ("Birthdate", "MM/DD/YYYY")])
    func aWholeDatesFormatIsTheWholeDate(label: String, placeholder: String) throws {
        #expect(try Self.birthBox(label, placeholder) == "bday", "\(label) \(placeholder)")
    }

    @Test func aPartsFormatStaysThePart() throws {
        let html = #"<form action="/register"><label for="f">First name</label><input id="f" name="f"><label for="e">Email</label><input id="e" name="e" type="email">"#
            + #"<label for="d">Date of birth</label><input id="d" name="d" placeholder="DD" maxlength="2"><input id="m" name="m" placeholder="MM" maxlength="2"><input id="y" name="y" placeholder="YYYY" maxlength="4"></form>"#
        let result = try classifyHTML(html)
        #expect(["d", "m", "y"].map { designation(of: $0, in: result) } == ["bday-day", "bday-month", "bday-year"])
    }

    /// A lone code box in a form of its own beside a checkout (a cart's sidebar), labelled `label`.
    static func sidebarCode(_ label: String) throws -> String? {
        let html = #"<form action="/checkout"><label for="c">\#(label)</label><input id="c" name="checkout[reduction_code]"><button>Apply</button></form>"#
        return designation(of: "c", in: try classifyHTML(html))
    }

    @Test(arguments: ["ギフトカードまたはディスカウントコード", "ディスカウントコード", "プロモーションコード", "Gift card or discount code"])
    func aGiftCardOrDiscountCodeIsNoCode(label: String) throws {
        #expect(try Self.sidebarCode(label) == nil, "\(label)")
    }

    /// An address form with one more box whose only text is its generated id (`id`), after the city.
    static func boxWithID(_ id: String) throws -> String? {
        let html = #"<form action="/checkout"><label for="f">First name</label><input id="f" name="f"><label for="s">Street address</label><input id="s" name="s">"#
            + #"<label for="c">City</label><input id="c" name="c"><input id="\#(id)" type="text"><label for="z">ZIP code</label><input id="z" name="z"></form>"#
        return designation(of: id, in: try classifyHTML(html))
    }

    @Test(arguments: ["K7FN0M1", "A2XY9Q1", "input_comp-k1a2b3c4", "a2e4f9"])
    func aGeneratedIDNamesNothing(id: String) throws {
        #expect(try Self.boxWithID(id) == nil, "\(id)")
    }

    @Test(arguments: [("address2", "address-line2"), ("street_2", "address-line2"), ("q1a2", "address-line2"), ("fn", "given-name")])
    func aNamesOwnNumbersStillCount(id: String, expected: String) throws {
        #expect(try Self.boxWithID(id) == expected, "\(id)")
    }

    @Test(arguments: ["Assign an address alias for future reference.", "Please assign an address title for future reference.", "Address alias"])
    func anAddresssAliasIsNoStreet(label: String) throws {
        let html = #"<form action="/address"><label for="n">Full name</label><input id="n" name="n"><label for="s">Street address</label><input id="s" name="s">"#
            + #"<label for="c">City</label><input id="c" name="c"><label for="z">ZIP code</label><input id="z" name="z"><label for="a">\#(label)</label><input id="a" name="a" value="My address"></form>"#
        #expect(designation(of: "a", in: try classifyHTML(html)) == nil, "\(label)")
    }

    @Test(arguments: ["Redeem a gift card", "Gift card", "Geschenkgutschein einlösen", "Carte cadeau", "ギフトカード"])
    func aPlaceholderCardNumberUnderAnotherCardsHeadingIsThatCards(heading: String) throws {
        let d = try LeftoverBoxesTests.underHeading(heading, number: "Card number")
        #expect(d == [nil, nil, "cc-number", "cc-exp", "cc-csc"], "\(heading): \(d)")
    }

    /// A box whose own words name the payment card stays the card's number under a heading that names another card
    /// ("Gift cards accepted" over the payment area), with the card's expiry and code after it. (Where those follow a
    /// second "Card number" further down, the box above with its PIN is another card's: see
    /// `LeftoverBoxesTests.aCardNumberWithoutItsExpiryOrCodeIsAnotherCards`.)
    @Test(arguments: [("Payment", "Card number"), ("Gift cards accepted", "Credit card number")])
    func aPaymentCardsOwnWordsStay(heading: String, number: String) throws {
        let html = #"<form action="/checkout"><h3>\#(heading)</h3><input id="gn" name="f1" placeholder="\#(number)">"#
            + #"<label for="ex">Expiration date</label><input id="ex" name="ex"><label for="cv">Security code</label><input id="cv" name="cv"><button>Pay</button></form>"#
        #expect(designation(of: "gn", in: try classifyHTML(html)) == "cc-number", "\(heading)")
        #expect(try LeftoverBoxesTests.underHeading(heading, number: number)[0] == nil, "\(heading)")
    }

    /// A Japanese address whose postal code box says only "〒" (`mark`).
    static func postalMark(_ mark: String) throws -> String? {
        let html = #"<form action="/shopping"><label for="n">氏名</label><input id="n" name="f1"><label for="z">\#(mark)</label><input id="z" name="f2">"#
            + #"<label for="p">都道府県</label><input id="p" name="f3"><label for="c">市区町村</label><input id="c" name="f4"></form>"#
        return designation(of: "z", in: try classifyHTML(html))
    }

    @Test func thePostalMarkAloneIsThePostalCode() throws {
        #expect(try Self.postalMark("〒") == "postal-code")
        #expect(try Self.postalMark("〶") == "postal-code")
        #expect(try Self.postalMark("★") == nil)
    }
}
