import Foundation
import FormFill
import Testing

/// Through the public pipeline: a form with fewer than three recognised identity or card fields gets no identity
/// or card fill (the classifier's minimum-fields rule, docs/classification.md); three of them do.
@Suite struct SmallFormFillTests {
    static let identity = IdentityItem(id: "wile", firstName: "Wile", lastName: "Coyote", email: "wile@acme.com")

    @Test func aLoneNameBoxUnderACommentGetsNoIdentityFill() throws {
        let html = """
            <form action="/comments"><label>Name <input name="author"></label>
            <label>Comment <textarea name="comment"></textarea></label><button>Post comment</button></form>
            """
        #expect(throws: (any Error).self) {
            try PipelineSecurityTests.fill(html, url: "https://www.acme.com/", items: [.identity(Self.identity)])
        }
    }

    @Test func threeFieldsOfThePersonAreFilled() throws {
        let html = """
            <form action="/contact"><label>First name <input name="fn"></label><label>Last name <input name="ln"></label>
            <label>Email <input type="email" name="em"></label><button>Send</button></form>
            """
        let result = try PipelineSecurityTests.fill(html, url: "https://www.acme.com/", items: [.identity(Self.identity)])
        #expect(result.script.valuesByOpid.values.sorted() == ["Coyote", "Wile", "wile@acme.com"])
    }
}
