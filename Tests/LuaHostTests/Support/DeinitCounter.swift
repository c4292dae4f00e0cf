/// Counts how many tracked objects were deinitialised (one per test).
final class DeinitCounter {
    var count = 0
}
