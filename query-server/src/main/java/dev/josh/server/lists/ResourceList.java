package dev.josh.server.lists;

import dev.josh.server.paging.Keyset;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How one resource is listed: its order, the columns each row shows, the filters it accepts, and
 * what it can be grouped and summed by. Only these columns ever reach SQL: a request names them,
 * it never supplies them.
 *
 * @param columns    row fields beyond id, title and citation: output name → SQL expression
 * @param dimensions {@code group_by} values
 * @param sums       {@code sum_field} values: name → SQL expression
 */
public record ResourceList(String resource, Keyset order, Map<String, String> columns, Map<String, Filter> filters,
                    Map<String, Dimension> dimensions, Map<String, String> sums) {

    public static Builder of(String resource, Keyset order) {
        return new Builder(resource, order);
    }

    public static final class Builder {
        private final String resource;
        private final Keyset order;
        private final Map<String, String> columns = new LinkedHashMap<>();
        private final Map<String, Filter> filters = new LinkedHashMap<>();
        private final Map<String, Dimension> dimensions = new LinkedHashMap<>();
        private final Map<String, String> sums = new LinkedHashMap<>();

        private Builder(String resource, Keyset order) {
            this.resource = resource;
            this.order = order;
        }

        /** Columns shown as themselves: {@code r.<name>}. */
        public Builder columns(String... names) {
            for (String n : names) {
                columns.put(n, "r." + n);
            }
            return this;
        }

        public Builder column(String name, String expression) {
            columns.put(name, expression);
            return this;
        }

        public Builder filters(Filter... fs) {
            for (Filter f : fs) {
                filters.put(f.name(), f);
            }
            return this;
        }

        public Builder dimensions(Dimension... ds) {
            for (Dimension d : ds) {
                dimensions.put(d.name(), d);
            }
            return this;
        }

        public Builder sum(String name, String expression) {
            sums.put(name, expression);
            return this;
        }

        public ResourceList build() {
            return new ResourceList(resource, order, Collections.unmodifiableMap(columns),
                    Collections.unmodifiableMap(filters), Collections.unmodifiableMap(dimensions),
                    Collections.unmodifiableMap(sums));
        }
    }

    List<String> filterNames() {
        return List.copyOf(filters.keySet());
    }
}
