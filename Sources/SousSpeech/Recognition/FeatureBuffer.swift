import CPocketSphinx

/// Cepstral frames of one utterance, in the 2-D layout PocketSphinx takes.
final class FeatureBuffer {
    let capacity: Int
    let dimension: Int
    let rows: UnsafeMutablePointer<UnsafeMutablePointer<mfcc_t>?>
    var count = 0

    init(capacity: Int, dimension: Int) {
        self.capacity = capacity
        self.dimension = dimension
        rows = sous_cepstra_alloc(capacity, dimension)
    }

    deinit { sous_cepstra_free(rows) }

    var free: Int { capacity - count }

    /// Applies the cepstral mean normalisation decoding applies to a whole
    /// utterance's frames, in place.
    func normalizeAsDecoding(by decoder: SphinxDecoder) {
        sous_normalize_as_decoding(decoder.decoder, rows, Int32(count))
    }

    /// Takes the frames of `other` (as many as fit).
    func copy(_ other: FeatureBuffer) {
        count = min(capacity, other.count)
        for row in 0..<count {
            (rows[row]!).update(from: other.rows[row]!, count: dimension)
        }
    }
}
