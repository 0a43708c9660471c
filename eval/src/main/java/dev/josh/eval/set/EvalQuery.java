package dev.josh.eval.set;

/** One query of an eval set: its id (stable within the set) and its text, as searched. */
public record EvalQuery(String id, String text) {
    public EvalQuery {
        if (id.isBlank() || id.contains("\t") || text.contains("\t") || text.contains("\n")) {
            throw new IllegalArgumentException("a query id and text must be non-empty single lines without tabs: "
                    + id + " / " + text);
        }
    }
}
