package dev.josh.ingest.core;

import dev.josh.db.ConnectionClient;
import dev.josh.db.SnakeCaseRecordMapper;
import java.sql.Connection;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import org.springframework.core.convert.TypeDescriptor;
import org.springframework.core.convert.converter.ConverterRegistry;
import org.springframework.core.convert.converter.GenericConverter;
import org.springframework.core.convert.support.DefaultConversionService;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Spring's {@link JdbcClient} on a connection the caller already holds, and record mappers for its
 * rows. Ingest writes in its own transactions on one connection per step ({@link SourceWriter}),
 * so a statement must run on that connection, inside that transaction: the client borrows it and
 * never closes it or changes its auto-commit.
 *
 * <p>Rows map to records by column name ({@code retrieved_at} → {@code retrievedAt}); timestamps are
 * stored as ISO-8601 text, which the mappers read back as {@link Instant}s, and list-valued columns
 * as JSON ({@link Json#write}), which they read back with Jackson as the component's list type.
 */
public final class Rows {

    private static final DefaultConversionService CONVERSIONS = conversions();

    /** One mapper per record type, shared: a mapper introspects its type's constructor once. */
    private static final ClassValue<RowMapper<?>> MAPPERS = new ClassValue<>() {
        @Override
        protected RowMapper<?> computeValue(Class<?> type) {
            SnakeCaseRecordMapper<?> mapper = new SnakeCaseRecordMapper<>(type);
            mapper.setConversionService(CONVERSIONS);
            return mapper;
        }
    };

    private Rows() {
    }

    /** A client whose statements run on {@code c} (in its current transaction, if any). */
    public static JdbcClient on(Connection c) {
        return ConnectionClient.on(c);
    }

    /** Maps a row to the record {@code type} by its components' names. */
    @SuppressWarnings("unchecked")
    public static <T> RowMapper<T> of(Class<T> type) {
        return (RowMapper<T>) MAPPERS.get(type);
    }

    /**
     * Like {@link #of(Class)}, with the conversions one table's own text encodings need (a list
     * stored one item a line, say) registered on a conversion service of its own.
     */
    public static <T> RowMapper<T> of(Class<T> type, Consumer<ConverterRegistry> extra) {
        DefaultConversionService service = conversions();
        extra.accept(service);
        SnakeCaseRecordMapper<T> mapper = new SnakeCaseRecordMapper<>(type);
        mapper.setConversionService(service);
        return mapper;
    }

    private static DefaultConversionService conversions() {
        DefaultConversionService service = new DefaultConversionService();
        service.addConverter(String.class, Instant.class, Instant::parse);
        service.addConverter(new JsonLists());
        return service;
    }

    /** A JSON list column to the component's type, {@code List<String>} or a list of records. */
    private static final class JsonLists implements GenericConverter {
        @Override
        public Set<ConvertiblePair> getConvertibleTypes() {
            return Set.of(new ConvertiblePair(String.class, List.class));
        }

        @Override
        public Object convert(Object json, TypeDescriptor from, TypeDescriptor to) {
            return json == null ? null : Json.read((String) json, to.getResolvableType().getType());
        }
    }
}
