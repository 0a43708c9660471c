package dev.josh.server.page;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.auth.ApiKeys;
import dev.josh.server.auth.AuthMode;
import dev.josh.server.auth.RateLimiter;
import dev.josh.server.error.ApiException;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import java.time.Duration;
import java.util.Arrays;
import java.util.Optional;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.ResponseCookie;
import org.springframework.stereotype.Component;

/**
 * The page's side of {@code JOSH_AUTH=required}: a browser cannot send {@code Authorization}
 * with a plain link or form, so the page takes a key once ({@link KeyController}) into an
 * {@code HttpOnly}, {@code SameSite=Strict} cookie and checks it here on every page, against the
 * same keys and the same per-key budget ({@link RateLimiter}) as REST and MCP. REST and MCP never
 * read the cookie: they take keys in headers only, as before.
 */
// The page, like the keys' rate limiter it spends, exists only when serving HTTP: `josh mcp --stdio` starts
// the same context without a web server (McpStdioIT).
@ConditionalOnWebApplication
@Component
public class PageKeys {

    static final String COOKIE = "josh_key";

    /** The page asked for a key and had none, or one that is not valid: the key form answers instead. */
    static final class KeyRequired extends RuntimeException {
        KeyRequired(String message) {
            super(message, null, false, false);
        }
    }

    private final boolean required;
    private final ApiKeys keys;
    private final RateLimiter limiter;

    public PageKeys(@Value("${josh.auth.mode}") String mode, ApiKeys keys, RateLimiter limiter) {
        this.required = AuthMode.parse(mode) == AuthMode.REQUIRED;
        this.keys = keys;
        this.limiter = limiter;
    }

    boolean required() {
        return required;
    }

    /** Lets the request spend {@code cost} units of its key's budget, or throws why it may not. */
    void admit(HttpServletRequest request, int cost) {
        if (!required) {
            return;
        }
        String token = token(request).orElseThrow(() -> new KeyRequired("this server asks for an API key"));
        ApiKeys.Key key = keys.find(token).orElseThrow(
                () -> new KeyRequired("the API key is not valid or has been revoked"));
        RateLimiter.Decision decision = limiter.spend(key.keyId(), key.ratePerMinute(), cost);
        if (!decision.allowed()) {
            throw new ApiException(ErrorCode.RATE_LIMITED, "key " + key.keyId() + " has " + decision.units() + " of its "
                    + key.ratePerMinute() + " units a minute left and this page costs " + cost,
                    ApiException.newHint().put("retry_after_seconds", decision.retryAfterSeconds()).build());
        }
    }

    /** Whether {@code token} is a key this server knows (the key form checks before it keeps one). */
    boolean valid(String token) {
        return token != null && !token.isBlank() && keys.find(token.strip()).isPresent();
    }

    /** The cookie that holds a key for this browser session; {@code secure} when the page came over HTTPS. */
    static ResponseCookie cookie(String token, boolean secure) {
        return ResponseCookie.from(COOKIE, token.strip()).httpOnly(true).sameSite("Strict").secure(secure).path("/")
                .build();
    }

    static ResponseCookie forget(boolean secure) {
        return ResponseCookie.from(COOKIE, "").httpOnly(true).sameSite("Strict").secure(secure).path("/")
                .maxAge(Duration.ZERO).build();
    }

    private static Optional<String> token(HttpServletRequest request) {
        Cookie[] cookies = request.getCookies();
        return cookies == null ? Optional.empty() : Arrays.stream(cookies).filter(c -> COOKIE.equals(c.getName()))
                .map(Cookie::getValue).filter(v -> !v.isBlank()).findFirst();
    }
}
