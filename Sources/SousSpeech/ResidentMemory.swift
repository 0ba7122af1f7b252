import CPocketSphinx

/// Keeps a process that listens all day small.
public enum ResidentMemory {
    /// Large blocks (a dictionary pass, a grammar being built) go back to
    /// the system as soon as they are freed. By default glibc raises its
    /// threshold for that after the first such block is freed, and the
    /// daemon then held several megabytes of freed memory for good.
    /// Call once, early, in long-running commands.
    public static func returnLargeBlocksWhenFreed() {
        sous_return_large_blocks()
    }
}
