/// A file's fingerprint beside its counts, so that a reader of the counts can tell, without
/// swift-syntax, that the file changed since it was counted: FNV-1a (64 bits) of its UTF-8 bytes,
/// as 16 hexadecimal digits.
public enum Digest {
    /// The fingerprint of `text`.
    ///
    /// ```swift
    /// Digest.of("")  // "cbf29ce484222325"
    /// ```
    public static func of(_ text: String) -> String {
        of(bytes: text.utf8)
    }

    /// The fingerprint of `bytes` (a file's content, read as data).
    public static func of(bytes: some Sequence<UInt8>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
