package dev.josh.server.lists;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A request's filters as SQL: the whitelisted conditions of the named filters joined by AND, with
 * their bound values. An unknown or empty filter is a 400 listing the valid ones.
 */
record ListWhere(String sql, List<Object> params) {

    static ListWhere of(ResourceList list, Map<String, String> filters) {
        List<String> conditions = new ArrayList<>();
        List<Object> params = new ArrayList<>();
        for (Map.Entry<String, String> e : filters.entrySet()) {
            Filter filter = list.filters().get(e.getKey());
            if (filter == null) {
                Map<String, String> valid = new LinkedHashMap<>();
                list.filters().values().forEach(f -> valid.put(f.name(), f.help()));
                throw new ApiException(ErrorCode.INVALID_PARAMETER, "'" + e.getKey() + "' is not a filter of "
                        + list.resource(), ApiException.newHint().put("parameter", e.getKey())
                        .put("valid_filters", valid).put("other_parameters", ListQuery.CONTROLS).build());
            }
            if (e.getValue() == null || e.getValue().isBlank()) {
                throw Filter.invalid(e.getKey(), "is empty; give a value or leave the filter out");
            }
            conditions.add(filter.condition());
            params.addAll(filter.bind().apply(e.getValue()));
        }
        return new ListWhere(conditions.isEmpty() ? "1" : String.join(" AND ", conditions), params);
    }
}
