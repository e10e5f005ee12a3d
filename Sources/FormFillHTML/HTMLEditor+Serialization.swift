internal import CLibXML2
import Foundation

extension HTMLEditor {
    /// The document as HTML bytes in UTF-8, with libxml2's HTML serializer (attribute values and text are
    /// escaped; `<script>`/`<style>` contents are written raw as parsed). A `<meta>` charset declaration is
    /// set to UTF-8 so the bytes and their declared encoding agree.
    package func serialized() throws -> Data {
        guard let buffer = xmlBufferCreate() else { throw HTMLError("cannot allocate a serialization buffer") }
        defer { xmlBufferFree(buffer) }
        guard let save = xmlSaveToBuffer(buffer, "UTF-8", Int32(XML_SAVE_AS_HTML.rawValue)) else {
            throw HTMLError("cannot start serialization")
        }
        let written = xmlSaveDoc(save, pointer)
        // xmlSaveClose flushes into the buffer and frees the save context.
        let closed = xmlSaveClose(save)
        guard written >= 0, closed >= 0, let content = xmlBufferContent(buffer) else {
            throw HTMLError("cannot serialize the document")
        }
        return Data(bytes: content, count: Int(xmlBufferLength(buffer)))
    }
}
