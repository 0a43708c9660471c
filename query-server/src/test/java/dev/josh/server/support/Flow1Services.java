package dev.josh.server.support;

import com.zaxxer.hikari.HikariDataSource;
import dev.josh.db.JoshDatabase;
import dev.josh.server.db.DatabaseConfig;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.lists.ListService;
import dev.josh.server.records.BillRecords;
import dev.josh.server.records.Coverage;
import dev.josh.server.records.DocumentRecords;
import dev.josh.server.records.Links;
import dev.josh.server.records.LobbyingNames;
import dev.josh.server.records.RecordReader;
import dev.josh.server.records.RecordService;
import dev.josh.server.records.Refs;
import dev.josh.server.records.VoteRecords;
import java.nio.file.Path;
import java.time.Duration;

/** The flow-1 services wired as Spring wires them, over a read-only pool of a database file. */
public final class Flow1Services implements AutoCloseable {

    public final HikariDataSource pool;
    public final Coverage coverage;
    public final RecordService records;
    public final BillRecords bills;
    public final VoteRecords votes;
    public final ListService lists;
    public final LobbyingNames lobbying;

    public Flow1Services(Path db) {
        pool = DatabaseConfig.pooled(JoshDatabase.readOnly(db), 4);
        SourceRegistry registry = new SourceRegistry(pool);
        coverage = new Coverage(registry);
        Links links = new Links(registry);
        Refs refs = new Refs(coverage);
        RecordReader reader = new RecordReader(pool, coverage);
        bills = new BillRecords(pool, coverage, links, refs, reader);
        votes = new VoteRecords(pool, coverage, links, refs, reader);
        records = new RecordService(pool, coverage, bills, votes, new DocumentRecords(reader, coverage, links));
        lists = new ListService(pool, coverage, Duration.ofSeconds(5));
        lobbying = new LobbyingNames(pool, coverage, Duration.ofSeconds(5));
    }

    @Override
    public void close() {
        pool.close();
    }
}
