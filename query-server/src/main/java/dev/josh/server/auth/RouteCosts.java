package dev.josh.server.auth;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.core.annotation.AnnotatedElementUtils;
import org.springframework.core.type.filter.AnnotationTypeFilter;
import org.springframework.http.server.PathContainer;
import org.springframework.stereotype.Controller;
import org.springframework.util.ClassUtils;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.util.pattern.PathPattern;
import org.springframework.web.util.pattern.PathPatternParser;

/**
 * The cost each keyed route ({@code /v1/…}) declares with {@link RateCost}, read from the controllers
 * themselves; a path is priced by its most specific matching pattern, as Spring picks the handler
 * ({@code /v1/search} before {@code /v1/{resource}}). A {@code /v1} route without a declared cost stops
 * the server from starting, so none can go unpriced.
 */
public final class RouteCosts {

    /** The keyed API: only these routes pass the key filter and are priced. */
    private static final String KEYED = "/v1/";

    private record Route(PathPattern pattern, Cost cost) {
    }

    private final List<Route> routes;

    private RouteCosts(List<Route> routes) {
        this.routes = routes;
    }

    /** The routes of every controller under this package, as Spring's component scan finds them. */
    public static RouteCosts scan(String basePackage) {
        ClassPathScanningCandidateComponentProvider scanner = new ClassPathScanningCandidateComponentProvider(false);
        scanner.addIncludeFilter(new AnnotationTypeFilter(Controller.class));
        List<Class<?>> controllers = scanner.findCandidateComponents(basePackage).stream()
                .<Class<?>>map(d -> ClassUtils.resolveClassName(d.getBeanClassName(), RouteCosts.class.getClassLoader()))
                .toList();
        return of(controllers);
    }

    /** The routes of these controllers; refused when a {@code /v1} route declares no cost, or two disagree. */
    public static RouteCosts of(Collection<Class<?>> controllers) {
        PathPatternParser parser = PathPatternParser.defaultInstance;
        Map<String, Cost> declared = new LinkedHashMap<>();
        List<String> undeclared = new ArrayList<>();
        for (Class<?> controller : controllers) {
            for (Method method : controller.getDeclaredMethods()) {
                RequestMapping mapping = AnnotatedElementUtils.findMergedAnnotation(method, RequestMapping.class);
                if (mapping == null) {
                    continue;
                }
                RateCost cost = method.getAnnotation(RateCost.class);
                for (String path : mapping.path()) {
                    if (!path.startsWith(KEYED)) {
                        continue;
                    }
                    if (cost == null) {
                        undeclared.add(path + " (" + controller.getSimpleName() + "." + method.getName() + ")");
                    } else if (declared.containsKey(path) && declared.get(path) != cost.value()) {
                        throw new IllegalStateException(path + " declares two costs: " + declared.get(path)
                                + " and " + cost.value());
                    } else {
                        declared.put(path, cost.value());
                    }
                }
            }
        }
        if (!undeclared.isEmpty()) {
            throw new IllegalStateException("routes without a declared @RateCost: " + String.join(", ", undeclared));
        }
        List<Route> routes = declared.entrySet().stream().map(e -> new Route(parser.parse(e.getKey()), e.getValue()))
                .sorted(Comparator.comparing(Route::pattern, PathPattern.SPECIFICITY_COMPARATOR)).toList();
        return new RouteCosts(routes);
    }

    /** The declared cost of the route this path takes; a path no route serves costs a lookup (it is a 404). */
    public Cost of(String path) {
        PathContainer container = PathContainer.parsePath(path);
        return routes.stream().filter(r -> r.pattern().matches(container)).map(Route::cost).findFirst()
                .orElse(Cost.LOOKUP);
    }

    /** Every priced route pattern with its cost, most specific first. */
    public Map<String, Cost> routes() {
        Map<String, Cost> out = new LinkedHashMap<>();
        routes.forEach(r -> out.put(r.pattern().getPatternString(), r.cost()));
        return out;
    }
}
