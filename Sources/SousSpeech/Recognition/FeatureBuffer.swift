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

    /// Shifts the frames after the first `dropped` to the front.
    func removeFirst(_ dropped: Int) {
        guard dropped > 0 else { return }
        let kept = max(0, count - dropped)
        for row in 0..<kept {
            (rows[row]!).update(from: rows[row + dropped]!, count: dimension)
        }
        count = kept
    }

    /// Takes the frames of `other` (as many as fit).
    func copy(_ other: FeatureBuffer) {
        count = min(capacity, other.count)
        for row in 0..<count {
            (rows[row]!).update(from: other.rows[row]!, count: dimension)
        }
    }
}
