/// The name of `object`'s class, for the trace, stored the cheapest way: `String(describing:)`
/// gives a string with storage of its own even when it is short, so every copy of it — each
/// trace line naming the object — retains and releases that storage. A name of up to 15 UTF-8
/// bytes (`UIView`, `UIWindow`, most class names) is made again from its bytes, which keeps it
/// inside the string value (Sources/Touchstone/Touchstone.docc/Performance.md, round 8).
func compactName(of object: AnyObject) -> String {
    let name = String(describing: type(of: object))
    return name.utf8.count <= 15 ? String(decoding: Array(name.utf8), as: UTF8.self) : name
}
