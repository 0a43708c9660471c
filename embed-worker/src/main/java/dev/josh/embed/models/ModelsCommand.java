package dev.josh.embed.models;

import dev.josh.db.JoshDatabase;
import dev.josh.embed.CommandDatabase;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.springframework.dao.DataAccessException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code models list|activate|drop}: the embedding models a database holds. A running query
 * server follows activation within its refresh interval, without a restart.
 *
 * <p>Exit codes: 0 done; 1 the database cannot be used; 3 refused (unknown model, incomplete
 * coverage, dropping the active model), with what to do.
 */
@Command(name = "models", description = "List, activate or drop embedding models.",
        subcommands = {ModelsCommand.ListModels.class, ModelsCommand.Activate.class, ModelsCommand.Drop.class})
public final class ModelsCommand {

    static final int REFUSED = 3;

    @Spec
    CommandSpec spec;

    @Option(names = "--db", paramLabel = "PATH", scope = picocli.CommandLine.ScopeType.INHERIT,
            description = "Database file (default: $JOSH_DB, else data/josh.db).")
    Path db;

    /** Work on the open registry. */
    interface Action {
        int run(ModelRegistry registry, PrintWriter out) throws SQLException, ModelRegistry.RefusedException;
    }

    int withRegistry(Action action) {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Path path = CommandDatabase.path(db);
        Optional<JoshDatabase> opened = CommandDatabase.forWriting("models", db, err::println);
        if (opened.isEmpty()) {
            return 1;
        }
        JoshDatabase database = opened.get();
        try (Connection conn = database.getConnection()) {
            return action.run(new ModelRegistry(conn), out);
        } catch (ModelRegistry.RefusedException e) {
            err.println("models: " + e.getMessage());
            return REFUSED;
        } catch (SQLException | DataAccessException e) {
            err.println("models: database error on " + path.toAbsolutePath() + ": " + e.getMessage());
            return 1;
        }
    }

    @Command(name = "list", description = "Every registered model version with its vectors and jobs.")
    static final class ListModels implements Callable<Integer> {
        @ParentCommand
        ModelsCommand parent;

        @Override
        public Integer call() {
            return parent.withRegistry((registry, out) -> {
                out.printf(Locale.ROOT, "%-6s %-40s %5s %6s %16s %8s %8s %7s%n", "active", "model@version", "dim",
                        "max", "vectors/chunks", "pending", "running", "failed");
                for (ModelRegistry.Model m : registry.list()) {
                    out.printf(Locale.ROOT, "%-6s %-40s %5d %6d %16s %8d %8d %7d%n", m.active() ? "*" : "",
                            m.name(), m.dimension(), m.maxTokens(), m.vectors() + "/" + m.chunks(), m.pending(),
                            m.running(), m.failed());
                }
                return 0;
            });
        }
    }

    /** A subcommand on one registered model, named as its parameter. */
    abstract static class OnModel implements Callable<Integer> {
        @ParentCommand
        ModelsCommand parent;

        @Parameters(paramLabel = "MODEL", description = "model id, or id@version when several versions are registered")
        String name;

        /** Work on the model named, found in the open registry. */
        abstract int run(ModelRegistry registry, ModelRegistry.Model model, PrintWriter out)
                throws SQLException, ModelRegistry.RefusedException;

        @Override
        public Integer call() {
            return parent.withRegistry((registry, out) -> run(registry, registry.find(name), out));
        }
    }

    @Command(name = "activate", description = "Make a model the one queries use (one transaction).")
    static final class Activate extends OnModel {
        @Option(names = "--force", description = "Activate even though some chunks have no vector of this model.")
        boolean force;

        @Override
        int run(ModelRegistry registry, ModelRegistry.Model model, PrintWriter out)
                throws SQLException, ModelRegistry.RefusedException {
            registry.activate(model, force);
            out.println("models: " + model.name() + " is active (" + model.vectors() + "/" + model.chunks()
                    + " chunks embedded); running servers switch at their next refresh");
            return 0;
        }
    }

    @Command(name = "drop", description = "Remove a model's vectors, jobs and registration.")
    static final class Drop extends OnModel {
        @Override
        int run(ModelRegistry registry, ModelRegistry.Model model, PrintWriter out)
                throws SQLException, ModelRegistry.RefusedException {
            long removed = registry.drop(model);
            out.println("models: dropped " + model.name() + " (" + removed + " vectors)");
            return 0;
        }
    }
}
