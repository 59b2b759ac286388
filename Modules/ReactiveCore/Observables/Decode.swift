import Foundation

extension ObservableType where Element == Data {
    /// Each element decoded as `type` by `decoder`; a decoding error ends the sequence with it.
    ///
    /// ```swift
    /// response.decode(type: [Track].self, decoder: JSONDecoder())
    /// ```
    ///
    /// - Parameters:
    ///   - type: What to decode each element as.
    ///   - decoder: `JSONDecoder`, `PropertyListDecoder`, or any ``DataDecoder``.
    public func decode<Item: Decodable>(type: Item.Type, decoder: some DataDecoder) -> Observable<Item> {
        map { try decoder.decode(type, from: $0) }
    }
}

/// Something that decodes `Decodable` values from `Data`, for ``ObservableType/decode(type:decoder:)``.
public protocol DataDecoder {
    /// The value of `type` that `data` encodes.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}
