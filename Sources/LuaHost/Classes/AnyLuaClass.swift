import CLua
import CLuaShim

/// A Swift class bound to Lua, whatever its type: the common part of every
/// ``LuaClass``, used to register classes and to name a parent.
///
/// It owns the C description (`lhs_Class`) that every state shares: a state
/// builds the type's metatable from it on the first push of an object.
///
/// `@unchecked Sendable`: everything is written once in `init` and only read
/// afterwards; the callees it holds take `@Sendable` closures only.
public class AnyLuaClass: @unchecked Sendable {
    /// The type name scripts see (`Counter`), in messages and `__name`.
    public let name: String
    /// The bound class's parent, whose methods and properties it inherits.
    public let parent: AnyLuaClass?
    /// The Swift class bound.
    let objectType: AnyClass
    /// Whether the type (or a parent) has properties (then `__index` is a
    /// C function; otherwise the VM indexes the method table directly).
    let hasProperties: Bool
    /// The C description, keyed by its address in each state's registry.
    let cClass: UnsafeMutablePointer<lhs_Class>
    private let members: UnsafeMutablePointer<lhs_Member>
    private let cStrings: [UnsafeMutablePointer<CChar>]
    private let callees: [LuaCallee]

    init(name: String, parent: AnyLuaClass?, objectType: AnyClass, cClass: UnsafeMutablePointer<lhs_Class>,
         parts: LuaClassParts) {
        if let parent {
            precondition(Self.isSubclass(objectType, of: parent.objectType),
                         "\(objectType) is not a subclass of \(parent.objectType) (parent of Lua type '\(name)')")
        }
        self.name = name
        self.parent = parent
        self.objectType = objectType
        self.cClass = cClass
        hasProperties = parts.members.contains { $0.isProperty } || parent?.hasProperties == true
        var strings: [UnsafeMutablePointer<CChar>] = []
        func cString(_ text: String) -> UnsafeMutablePointer<CChar> {
            let bytes = text.utf8CString
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
            bytes.withUnsafeBufferPointer { copy.initialize(from: $0.baseAddress!, count: bytes.count) }
            strings.append(copy)
            return copy
        }
        members = .allocate(capacity: max(parts.members.count, 1))
        for (offset, member) in parts.members.enumerated() {
            (members + offset).initialize(to: lhs_Member(
                name: cString(member.name),
                get: Unmanaged.passUnretained(member.getter).toOpaque(),
                set: member.setter.map { Unmanaged.passUnretained($0).toOpaque() },
                kind: member.isProperty ? LHS_PROPERTY : LHS_METHOD))
        }
        func opaque(_ callee: LuaCallee?) -> UnsafeMutableRawPointer? {
            callee.map { Unmanaged.passUnretained($0).toOpaque() }
        }
        cClass.initialize(to: lhs_Class(
            name: cString(name),
            parent: parent.map { UnsafePointer($0.cClass) },
            members: UnsafePointer(members),
            nmembers: Int32(parts.members.count),
            hasproperties: hasProperties ? 1 : 0,
            tostring: opaque(parts.tostring),
            eq: opaque(parts.equality),
            close: opaque(parts.close)))
        cStrings = strings
        callees = parts.members.flatMap { [$0.getter] + ($0.setter.map { [$0] } ?? []) }
            + [parts.tostring, parts.equality, parts.close].compactMap { $0 }
    }

    deinit {
        members.deinitialize(count: Int(cClass.pointee.nmembers))
        members.deallocate()
        cClass.deinitialize(count: 1)
        cClass.deallocate()
        cStrings.forEach { $0.deallocate() }
    }

    /// Whether `type` is `ancestor` or inherits from it.
    static func isSubclass(_ type: AnyClass, of ancestor: AnyClass) -> Bool {
        var current: AnyClass? = type
        while let candidate = current {
            if ObjectIdentifier(candidate) == ObjectIdentifier(ancestor) { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }
}
