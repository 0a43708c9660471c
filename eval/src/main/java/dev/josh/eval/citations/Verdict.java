package dev.josh.eval.citations;

/** How the two readers compare on one citation. */
enum Verdict {
    /** Both read it and name the same id or page. */
    AGREE,
    /** Both read the same words and name different things. */
    READ_DIFFERENTLY,
    /** Only eyecite read it: a form Josh missed, or words eyecite mistook for a citation. */
    EYECITE_ONLY,
    /** Only Josh read it: a form eyecite does not read, or words Josh mistook for a citation. */
    JOSH_ONLY
}
