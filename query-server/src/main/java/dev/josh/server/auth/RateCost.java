package dev.josh.server.auth;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * What a REST route costs, declared on its handler method beside its mapping; {@link RouteCosts} refuses
 * to start with a {@code /v1} route that declares none.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface RateCost {

    Cost value();
}
