import FlowScript

extension TranscriptStep {
    /// The step without the events line its event came from, as golden transcripts compare it: an
    /// announcement by its text form, which goldens of either format and of any age hold.
    var withoutLine: TranscriptStep {
        var copy = self
        copy.line = nil
        copy.announcement = nil
        return copy
    }
}
