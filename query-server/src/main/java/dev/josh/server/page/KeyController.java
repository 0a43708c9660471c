package dev.josh.server.page;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.net.URI;
import java.util.Map;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;

/**
 * {@code /key}: where a person gives the page an API key once, when the server requires keys
 * ({@link PageKeys}). The key is checked, then kept in a session cookie the page alone reads; a
 * wrong key is said in the form. {@code POST /key/forget} drops it. Without keys required, there
 * is nothing to give and {@code /key} is a 404.
 */
@ConditionalOnWebApplication
@Controller
public class KeyController {

    private final PageKeys keys;

    public KeyController(PageKeys keys) {
        this.keys = keys;
    }

    @GetMapping("/key")
    public ModelAndView form(@RequestParam(name = "next", required = false) String next) {
        requireKeys();
        ModelAndView page = new ModelAndView("page/key");
        page.addObject("next", local(next));
        return page;
    }

    @PostMapping("/key")
    public ModelAndView keep(@RequestParam(name = "key", required = false) String key,
                             @RequestParam(name = "next", required = false) String next,
                             HttpServletRequest request, HttpServletResponse response) {
        requireKeys();
        sameOrigin(request);
        if (!keys.valid(key)) {
            ModelAndView page = new ModelAndView("page/key");
            page.addObject("next", local(next));
            page.addObject("error", new PageErrors.Shown(401, "unauthorized",
                    "that is not a valid API key on this server", Map.of()));
            page.setStatus(HttpStatus.UNAUTHORIZED);
            return page;
        }
        response.addHeader(HttpHeaders.SET_COOKIE, PageKeys.cookie(key, request.isSecure()).toString());
        return new ModelAndView("redirect:" + local(next));
    }

    @PostMapping("/key/forget")
    public ModelAndView forget(HttpServletRequest request, HttpServletResponse response) {
        requireKeys();
        sameOrigin(request);
        response.addHeader(HttpHeaders.SET_COOKIE, PageKeys.forget(request.isSecure()).toString());
        return new ModelAndView("redirect:/key");
    }

    private void requireKeys() {
        if (!keys.required()) {
            throw new ApiException(ErrorCode.NOT_FOUND, "this server answers without API keys: there is no key to give",
                    Map.of("search", "/"));
        }
    }

    /** A form another site posts (its page's Origin) must not set or drop this browser's key. */
    private static void sameOrigin(HttpServletRequest request) {
        String origin = request.getHeader("Origin");
        String host = request.getHeader("Host");
        if (origin == null) {
            return;
        }
        String authority;
        try {
            authority = URI.create(origin.strip()).getAuthority();
        } catch (IllegalArgumentException e) {
            authority = null;
        }
        if (authority == null || !authority.equalsIgnoreCase(host)) {
            throw new ApiException(ErrorCode.FORBIDDEN_ORIGIN, "the key form was sent from another site ('" + origin + "')",
                    Map.of("fix", "open the form on this server and send it from there"));
        }
    }

    /** Only a path on this server, so the form cannot send a person elsewhere after it. */
    private static String local(String next) {
        return next != null && next.startsWith("/") && !next.startsWith("//") && !next.contains("\\")
                && next.chars().allMatch(c -> c >= 0x20 && c != 0x7f) ? next : "/";
    }
}
