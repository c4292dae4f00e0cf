import FlowScript
import Testing

/// The messages of an input that names nothing: the index comes from outside (a page, an app's UI) and may be
/// any `Int`, which the message must count from 1 without trapping.
@Suite struct FlowPlayerInputErrorTests {
    @Test func anIndexIsCountedFromOne() {
        #expect(FlowPlayerInputError.noButton(index: 7, screen: "counter", count: 3).description
            == "screen 'counter' has no button 8 (it has 3)")
        #expect(FlowPlayerInputError.noRow(index: 0, screen: "items.list", count: 0).description
            == "screen 'items.list' has no row 1 (it has 0)")
    }

    @Test func theLargestAndSmallestIndexesAreDescribedWithoutOverflow() {
        #expect(FlowPlayerInputError.noButton(index: .max, screen: "s", count: 1).description
            == "screen 's' has no button 9223372036854775808 (it has 1)")
        #expect(FlowPlayerInputError.noRow(index: .max, screen: "s", count: 2).description
            == "screen 's' has no row 9223372036854775808 (it has 2)")
        #expect(FlowPlayerInputError.noButton(index: .min, screen: "s", count: 1).description
            == "screen 's' has no button -9223372036854775807 (it has 1)")
        #expect(FlowPlayerInputError.noRow(index: -1, screen: "s", count: 1).description
            == "screen 's' has no row 0 (it has 1)")
    }
}
