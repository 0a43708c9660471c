package dev.josh.server.auth;

import java.util.Locale;

/** Whether the server asks for API keys: {@code JOSH_AUTH=required} (default) or {@code disabled}. */
public enum AuthMode {
    REQUIRED, DISABLED;

    public static AuthMode parse(String text) {
        String t = text == null || text.isBlank() ? "required" : text.strip().toLowerCase(Locale.ROOT);
        return switch (t) {
            case "required" -> REQUIRED;
            case "disabled" -> DISABLED;
            default -> throw new IllegalArgumentException("JOSH_AUTH is '" + text + "'; use required or disabled");
        };
    }
}
