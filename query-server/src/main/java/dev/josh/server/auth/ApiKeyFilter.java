package dev.josh.server.auth;

import dev.josh.contracts.api.ApiError;
import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.observability.RequestTags;
import io.micrometer.core.instrument.Counter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.springframework.web.filter.OncePerRequestFilter;
import tools.jackson.databind.json.JsonMapper;

/**
 * The API-key check in front of REST and MCP alike: a key in {@code Authorization: Bearer} or
 * {@code X-API-Key}, known to {@link ApiKeys} and within its rate, or a JSON 401 / 429 in the
 * error envelope every other error uses. The rate is in units: each request spends what
 * {@link RequestCost} says it costs, and a 429's hint says how many units the key has, what the
 * refused request costs and when to try again.
 */
public final class ApiKeyFilter extends OncePerRequestFilter {

    /** The request attribute that holds the id of the key a request came with, once checked. */
    public static final String KEY_ID = ApiKeyFilter.class.getName() + ".keyId";

    private final ApiKeys keys;
    private final RateLimiter limiter;
    private final RequestCost costs;
    private final JsonMapper json;
    private final Counter refusals;

    /** @param refusals counts the requests refused for their key's rate ({@code josh_rate_limit_refusals_total}) */
    public ApiKeyFilter(ApiKeys keys, RateLimiter limiter, RequestCost costs, JsonMapper json, Counter refusals) {
        this.keys = keys;
        this.limiter = limiter;
        this.costs = costs;
        this.json = json;
        this.refusals = refusals;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String token = token(request);
        if (token == null) {
            refuse(request, response, 401, ErrorCode.UNAUTHORIZED, "an API key is required",
                    Map.of("send", "Authorization: Bearer <key> or X-API-Key: <key>",
                            "get_one", "an operator issues keys with 'josh keys create --name NAME'"));
            return;
        }
        Optional<ApiKeys.Key> key = keys.find(token);
        if (key.isEmpty()) {
            refuse(request, response, 401, ErrorCode.UNAUTHORIZED, "the API key is not valid or has been revoked",
                    Map.of("get_one", "an operator issues keys with 'josh keys create --name NAME'"));
            return;
        }
        int cost = costs.of(request);
        RateLimiter.Decision decision = limiter.spend(key.get().keyId(), key.get().ratePerMinute(), cost);
        if (!decision.allowed()) {
            refusals.increment();
            response.setHeader("Retry-After", String.valueOf(decision.retryAfterSeconds()));
            Map<String, Object> hint = new LinkedHashMap<>();
            hint.put("units", decision.units());
            hint.put("cost", decision.cost());
            hint.put("rate_per_minute", key.get().ratePerMinute());
            hint.put("retry_after_seconds", decision.retryAfterSeconds());
            hint.put("costs", "a lookup is 1 unit; a search 1 + sources searched (hybrid: 1 + 2 x sources); "
                    + "a context dossier 3 to 10; name fewer sources or a single mode to spend less");
            refuse(request, response, 429, ErrorCode.RATE_LIMITED, "key " + key.get().keyId() + " has " + decision.units()
                    + " of its " + key.get().ratePerMinute() + " units a minute left; this request costs "
                    + decision.cost(), hint);
            return;
        }
        request.setAttribute(KEY_ID, key.get().keyId());
        chain.doFilter(request, response);
    }

    private static String token(HttpServletRequest request) {
        String authorization = request.getHeader("Authorization");
        if (authorization != null && authorization.regionMatches(true, 0, "Bearer ", 0, 7)) {
            return authorization.substring(7).strip();
        }
        String header = request.getHeader("X-API-Key");
        return header == null || header.isBlank() ? null : header.strip();
    }

    private void refuse(HttpServletRequest request, HttpServletResponse response, int status, ErrorCode code,
                        String message, Map<String, Object> hint) throws IOException {
        RequestTags.error(request, code.code());
        response.setStatus(status);
        response.setContentType("application/json");
        response.setCharacterEncoding("UTF-8");
        json.writeValue(response.getOutputStream(), new ApiError(code.code(), message, hint).envelope());
    }
}
