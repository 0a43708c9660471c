package dev.josh.server.observability;

import io.micrometer.common.KeyValue;
import io.micrometer.common.KeyValues;
import org.springframework.http.server.observation.DefaultServerRequestObservationConvention;
import org.springframework.http.server.observation.ServerRequestObservationContext;
import org.springframework.stereotype.Component;

/**
 * {@code http_server_requests} with three tags besides Spring's ({@code uri} is the route template,
 * never the raw path): {@code mode} and {@code source} of a search, and {@code error_code}, the code of
 * the error envelope ({@link RequestTags}); {@code none} where they do not apply. Boot's MVC
 * observation auto-configuration takes this bean in place of its default convention.
 */
@Component
public class RequestObservationConvention extends DefaultServerRequestObservationConvention {

    @Override
    public KeyValues getLowCardinalityKeyValues(ServerRequestObservationContext context) {
        return super.getLowCardinalityKeyValues(context).and(
                tag(context, "mode", RequestTags.MODE),
                tag(context, "source", RequestTags.SOURCE),
                tag(context, "error_code", RequestTags.ERROR_CODE));
    }

    private static KeyValue tag(ServerRequestObservationContext context, String key, String attribute) {
        Object value = context.getCarrier().getAttribute(attribute);
        return KeyValue.of(key, value == null ? RequestTags.NONE : value.toString());
    }
}
