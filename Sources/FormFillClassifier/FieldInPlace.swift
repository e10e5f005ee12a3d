import FormFillModel

/// A field of the page read where it lies in the page's array. Passing `fields[i]` whole to a function
/// copies all of its details (a retain and a release for each of some 27 strings); reading `field.htmlName`
/// through this copies that one string.
@dynamicMemberLookup
struct FieldInPlace {
    let fields: [FieldDetails]
    let index: Int

    @inline(__always)
    subscript<T>(dynamicMember path: KeyPath<FieldDetails, T>) -> T { fields[index][keyPath: path] }
}
