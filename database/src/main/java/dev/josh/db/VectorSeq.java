package dev.josh.db;

/**
 * How a vector row gets its {@code seq} in {@code <t>_chunks_vectors}: one above both the highest
 * seq in the table and the highest ever deleted from it, which a trigger records in
 * {@value #FLOOR_TABLE} (migration V90). The server's binary index and the vector graph follow
 * the table by seq, so a seq must never be handed out twice; a plain rowid would reuse a deleted
 * newest row's.
 */
public final class VectorSeq {

    /** Per vectors table, the highest seq deleted from it. */
    public static final String FLOOR_TABLE = "chunk_vector_seq_floor";

    private VectorSeq() {
    }

    /**
     * An SQL expression for the next seq of {@code vectorsTable}, a name from the schema (it is
     * written into the statement, not bound).
     */
    public static String next(String vectorsTable) {
        return "(SELECT max(coalesce((SELECT max(seq) FROM " + vectorsTable + "), 0), coalesce((SELECT seq FROM "
                + FLOOR_TABLE + " WHERE vectors_table = '" + vectorsTable + "'), 0)) + 1)";
    }
}
