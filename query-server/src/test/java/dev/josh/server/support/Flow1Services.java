package dev.josh.server.support;

import com.zaxxer.hikari.HikariDataSource;
import dev.josh.db.JoshDatabase;
import dev.josh.server.db.DatabaseConfig;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.lists.ListCatalog;
import dev.josh.server.lists.ListService;
import dev.josh.server.mcp.ToolGroup;
import dev.josh.server.records.Coverage;
import dev.josh.server.sources.RecordSources;
import dev.josh.server.sources.bills.BillJoins;
import dev.josh.server.sources.bills.BillRecords;
import dev.josh.server.sources.bills.BillRelations;
import dev.josh.server.sources.bills.BillTexts;
import dev.josh.server.sources.committees.Committees;
import dev.josh.server.sources.lda.LobbyingNames;
import dev.josh.server.sources.legislators.Legislators;
import dev.josh.server.sources.votes.VoteRecords;
import java.nio.file.Path;
import java.util.List;
import javax.sql.DataSource;
import org.springframework.boot.convert.ApplicationConversionService;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.ClassPathBeanDefinitionScanner;
import org.springframework.core.type.filter.AnnotationTypeFilter;
import org.springframework.core.type.filter.AssignableTypeFilter;
import org.springframework.web.bind.annotation.RestController;

/**
 * The flow-1 services wired as Spring wires them (the same component scan of records, sources and
 * lists, so a new source's package is picked up here as in the server), over a read-only pool of a
 * database file.
 */
public final class Flow1Services implements AutoCloseable {

    public final HikariDataSource pool;
    public final Coverage coverage;
    public final RecordSources records;
    public final BillRecords bills;
    public final BillJoins billJoins;
    public final BillTexts billTexts;
    public final BillRelations billRelations;
    public final VoteRecords votes;
    public final Legislators legislators;
    public final Committees committees;
    public final ListService lists;
    public final ListCatalog catalog;
    public final LobbyingNames lobbying;
    private final AnnotationConfigApplicationContext context;

    public Flow1Services(Path db) {
        pool = DatabaseConfig.pooled(JoshDatabase.readOnly(db), 4);
        context = new AnnotationConfigApplicationContext();
        context.getBeanFactory().setConversionService(ApplicationConversionService.getSharedInstance());
        context.registerBean(DataSource.class, () -> pool);
        context.registerBean(SourceRegistry.class, () -> new SourceRegistry(pool));
        // The services only: a feature's REST controllers and MCP tool groups live beside them and need the web
        // and MCP wiring this context does not have.
        ClassPathBeanDefinitionScanner scanner = new ClassPathBeanDefinitionScanner(context);
        scanner.addExcludeFilter(new AnnotationTypeFilter(RestController.class));
        scanner.addExcludeFilter(new AssignableTypeFilter(ToolGroup.class));
        scanner.scan("dev.josh.server.records", "dev.josh.server.sources", "dev.josh.server.lists", "dev.josh.server.links",
                "dev.josh.server.context", "dev.josh.server.changes", "dev.josh.server.upcoming");
        context.refresh();
        coverage = context.getBean(Coverage.class);
        records = context.getBean(RecordSources.class);
        bills = context.getBean(BillRecords.class);
        billJoins = context.getBean(BillJoins.class);
        billTexts = context.getBean(BillTexts.class);
        billRelations = context.getBean(BillRelations.class);
        votes = context.getBean(VoteRecords.class);
        legislators = context.getBean(Legislators.class);
        committees = context.getBean(Committees.class);
        lists = context.getBean(ListService.class);
        catalog = context.getBean(ListCatalog.class);
        lobbying = context.getBean(LobbyingNames.class);
    }

    /** Any other bean of the scanned packages. */
    public <T> T bean(Class<T> type) {
        return context.getBean(type);
    }

    /** Every bean of a type, in their {@code @Order}. */
    public <T> List<T> beans(Class<T> type) {
        return context.getBeanProvider(type).orderedStream().toList();
    }

    @Override
    public void close() {
        context.close();
        pool.close();
    }
}
