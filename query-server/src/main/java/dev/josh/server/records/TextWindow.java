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

    public static TextWindow of(Integer offset, Integer maxChars) {
        int o = offset == null ? 0 : offset;
        if (o < 0) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "body_offset must be 0 or more, got " + o,
                    ApiException.newHint().put("parameter", "body_offset").build());
        }
        if (maxChars != null && maxChars < 1) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "body_max_chars must be 1 or more, got " + maxChars,
                    ApiException.newHint().put("parameter", "body_max_chars").build());
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
