package dev.josh.server.records;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;

/**
 * Which part of a long body to return. REST returns the whole body unless asked; MCP returns a
 * bounded window (tool output must stay small) and says where the next one starts.
 *
 * @param offset   first character returned
 * @param maxChars most characters returned, or null for all
 */
public record TextWindow(int offset, Integer maxChars) {

    public static final TextWindow WHOLE = new TextWindow(0, null);

    /** A window of a record's body ({@code body_offset}, {@code body_max_chars}); the whole body by default. */
    public static TextWindow of(Integer offset, Integer maxChars) {
        return check(offset, maxChars, "body_offset", "body_max_chars");
    }

    /**
     * A window that is never the whole text: {@code maxChars} defaults to {@code defaultChars} and may
     * not exceed {@code limit} (a bill's text runs to megabytes).
     */
    public static TextWindow bounded(Integer offset, Integer maxChars, int defaultChars, int limit, String offsetName,
                                     String maxName) {
        TextWindow w = check(offset, maxChars == null ? defaultChars : maxChars, offsetName, maxName);
        if (w.maxChars() > limit) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, maxName + " must be at most " + limit + ", got "
                    + w.maxChars(), ApiException.newHint().put("parameter", maxName).put("max", limit)
                    .put("next_window", "read on from the returned next_offset").build());
        }
        return w;
    }

    private static TextWindow check(Integer offset, Integer maxChars, String offsetName, String maxName) {
        int o = offset == null ? 0 : offset;
        if (o < 0) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, offsetName + " must be 0 or more, got " + o,
                    ApiException.newHint().put("parameter", offsetName).build());
        }
        if (maxChars != null && maxChars < 1) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, maxName + " must be 1 or more, got " + maxChars,
                    ApiException.newHint().put("parameter", maxName).build());
        }
        return new TextWindow(o, maxChars);
    }

    /**
     * What a record says about the window it returned.
     *
     * @param nextOffset where the following window starts, or null when the body is complete
     */
    public record Shown(int offset, int returnedChars, int totalChars, Integer nextOffset) {
    }

    /** The windowed text and its description. */
    public record Cut(String text, Shown shown) {
    }

    public Cut apply(String body) {
        String text = body == null ? "" : body;
        int start = Math.min(offset, text.length());
        int end = maxChars == null ? text.length() : (int) Math.min(text.length(), (long) start + maxChars);
        String part = text.substring(start, end);
        return new Cut(part, new Shown(start, part.length(), text.length(), end < text.length() ? end : null));
    }
}
