package dev.josh.server.lists;

/**
 * A column a list can be grouped by ({@code group_by=}).
 *
 * @param expression the value grouped on (the record table is {@code r})
 * @param label      a name shown beside the value (a sponsor's name beside the bioguide id), or null
 * @param join       a join the expression needs (a bill's subjects), or null
 * @param filter     the list filter that selects one group's rows, for the drill-down path, or null
 */
public record Dimension(String name, String expression, String label, String join, String filter) {

    public static Dimension of(String name, String expression, String filter) {
        return new Dimension(name, expression, null, null, filter);
    }

    public static Dimension labelled(String name, String expression, String label, String filter) {
        return new Dimension(name, expression, label, null, filter);
    }

    public static Dimension joined(String name, String expression, String join, String filter) {
        return new Dimension(name, expression, null, join, filter);
    }
}
