package dev.josh.ingest.committees;

import dev.josh.db.JoshDatabase;
import dev.josh.ingest.core.CorpusSource;
import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import dev.josh.ingest.core.SourceJobBuilder;
import dev.josh.ingest.legislators.LegislatorsJobConfiguration;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.transaction.PlatformTransactionManager;

/** The {@code committees} job: committees and subcommittees, then their memberships. */
@Configuration(proxyBeanMethods = false)
public class CommitteesJobConfiguration {

    public static final String SOURCE = "committees";
    public static final String COMMITTEES_FILE = "congress-legislators/" + CommitteeCitations.COMMITTEES_FILE;
    public static final String MEMBERSHIP_FILE = "congress-legislators/" + CommitteeCitations.MEMBERSHIP_FILE;

    static final int ENTRIES_PER_TRANSACTION = 200;

    /** Both input files, or nothing when the corpus lacks either. */
    public static List<Path> files(Path corpus) {
        Path committees = corpus.resolve(COMMITTEES_FILE);
        Path memberships = corpus.resolve(MEMBERSHIP_FILE);
        return Files.isRegularFile(committees) && Files.isRegularFile(memberships)
                ? List.of(committees, memberships) : List.of();
    }

    /** Committees, subcommittees and current memberships from the congress-legislators YAML. */
    @Bean
    IngestSource committeesSource() {
        return new CorpusSource(SOURCE, 20, COMMITTEES_FILE + " and " + MEMBERSHIP_FILE,
                options -> files(options.corpus()))
                .readingRowsOf(LegislatorsJobConfiguration.SOURCE);
    }

    @Bean
    Job committeesJob(JobRepository jobRepository, PlatformTransactionManager transactionManager,
                      IngestOptions options, JoshDatabase database) {
        SourceJobBuilder job = new SourceJobBuilder(SOURCE, jobRepository, transactionManager, options, database);
        return job.job(
                job.step("committees-current", ENTRIES_PER_TRANSACTION,
                        () -> List.of(options.corpus().resolve(COMMITTEES_FILE)), new CommitteesReader(),
                        new CommitteeMapper(), new CommitteeStore()),
                job.step("committee-memberships", ENTRIES_PER_TRANSACTION,
                        () -> List.of(options.corpus().resolve(MEMBERSHIP_FILE)), new MembershipsReader(),
                        new MembershipMapper(), new MembershipStore()));
    }
}
