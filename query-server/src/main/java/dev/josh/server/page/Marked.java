package dev.josh.server.page;

import java.util.ArrayList;
import java.util.List;

/**
 * A snippet or passage as the search marks it ({@code <mark>} around query words), cut into pieces
 * the template prints as text, so a record's own {@code <} or {@code &} can never become markup.
 */
public record Marked(List<Piece> pieces) {

    private static final String OPEN = "<mark>";
    private static final String CLOSE = "</mark>";

    /** A stretch of text, and whether it was between marks. */
    public record Piece(String text, boolean marked) {
    }

    public static Marked of(String text) {
        List<Piece> pieces = new ArrayList<>();
        if (text == null) {
            return new Marked(pieces);
        }
        int at = 0;
        while (at < text.length()) {
            int open = text.indexOf(OPEN, at);
            int close = open < 0 ? -1 : text.indexOf(CLOSE, open + OPEN.length());
            if (open < 0 || close < 0) {
                pieces.add(new Piece(text.substring(at), false));
                break;
            }
            if (open > at) {
                pieces.add(new Piece(text.substring(at, open), false));
            }
            pieces.add(new Piece(text.substring(open + OPEN.length(), close), true));
            at = close + CLOSE.length();
        }
        return new Marked(List.copyOf(pieces));
    }
}
