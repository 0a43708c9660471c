package dev.josh.lexical;

import java.nio.file.Path;

/**
 * Where a database's Lucene indexes live and what each holds: {@code <database>.lexical/<fts table>/},
 * one index per ranked FTS5 table, beside the database file (a snapshot copies both). Every commit
 * records, in its user data, the index {@link #FORMAT}, the database's {@code lexical_epoch} (which
 * database it mirrors) and the last {@code lexical_log} sequence number it includes (how far).
 */
public final class LexicalIndexLayout {

    /**
     * What is indexed and how (fields, analysis, {@link ColumnWeights}); an index of another format
     * is rebuilt by the next update and not served before.
     */
    public static final String FORMAT = "1";

    /** The FTS columns of a row, each token repeated by its column's weight ({@link ColumnWeightFilter}). */
    static final String TEXT = "text";
    /** The FTS row id (chunk id, or the record's rowid): a term to replace the row by, and a doc value to read back. */
    static final String ROWID = "rowid";
    /** The record's public id: a term for the {@code document=} filter, and a doc value to read back. */
    static final String DOCUMENT = "document";
    /** The record's day as yyyymmdd, for the date filters. */
    static final String DAY = "day";

    static final String FORMAT_KEY = "josh.format";
    static final String EPOCH_KEY = "josh.epoch";
    static final String SEQ_KEY = "josh.seq";

    private LexicalIndexLayout() {
    }

    /** The folder of every index of {@code database}. */
    public static Path root(Path database) {
        Path file = database.toAbsolutePath().normalize();
        return file.resolveSibling(file.getFileName() + ".lexical");
    }

    /** The index of one ranked FTS5 table of {@code database}. */
    public static Path of(Path database, String ftsTable) {
        return root(database).resolve(ftsTable);
    }

    /**
     * A {@code published_at}'s day as yyyymmdd, a missing month or day as 00 so that it orders as its
     * text does against full dates; null when it does not start with a year (the SQL date filters
     * drop those rows too).
     */
    public static Integer day(String publishedAt) {
        if (publishedAt == null || !publishedAt.matches("\\d{4}.*")) {
            return null;
        }
        int year = Integer.parseInt(publishedAt.substring(0, 4));
        int month = publishedAt.matches("\\d{4}-\\d{2}.*") ? Integer.parseInt(publishedAt.substring(5, 7)) : 0;
        int dom = publishedAt.matches("\\d{4}-\\d{2}-\\d{2}.*") ? Integer.parseInt(publishedAt.substring(8, 10)) : 0;
        return year * 10000 + month * 100 + dom;
    }
}
