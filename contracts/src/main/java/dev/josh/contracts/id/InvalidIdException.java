package dev.josh.contracts.id;

/** The text is not a public ID under any grammar of {@link IdType}. */
public class InvalidIdException extends IllegalArgumentException {
    private final String text;

    public InvalidIdException(String text) {
        super("not a public ID: '" + text + "'");
        this.text = text;
    }

    public String text() {
        return text;
    }
}
