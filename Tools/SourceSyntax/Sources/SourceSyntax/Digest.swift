/// A file's fingerprint beside its counts, so that a reader of the counts can tell, without
/// swift-syntax, that the file changed since it was counted: FNV-1a (64 bits) of its UTF-8 bytes,
/// as 16 hexadecimal digits.
public enum Digest {
    /// The fingerprint of `text`.
    public static func of(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
