package dev.josh.server.search;

import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The knobs of flows 2-4 ({@code josh.search.*}), in groups that each bind the keys they name under
 * that one prefix (so the keys stay flat: {@code josh.search.rrf-k}, {@code josh.search.scored-rows}):
 * each group is read by the part of a search it tunes, and the evaluation varies a group at a time
 * ({@link #toBuilder}).
 *
 * @param fusion     how hybrid search fuses its legs
 * @param vectorScan the semantic leg's binary-scan shortlist
 * @param lexical    what one lexical leg may read
 * @param scoring    how each leg scores a document, by the query's shape
 * @param pages      what a request may ask for and what each result shows
 * @param admission  searches at once and the time one may take
 */
public record SearchProperties(FusionSettings fusion, VectorScanSettings vectorScan, LexicalSettings lexical,
                               ScoringSettings scoring, PageSettings pages, AdmissionSettings admission) {

    private static final String PREFIX = "josh.search";

    /** Every group as nothing configured binds it: the defaults its keys declare. */
    public static SearchProperties defaults() {
        Binder unset = new Binder();
        return new SearchProperties(unset.bindOrCreate(PREFIX, FusionSettings.class),
                unset.bindOrCreate(PREFIX, VectorScanSettings.class), unset.bindOrCreate(PREFIX, LexicalSettings.class),
                unset.bindOrCreate(PREFIX, ScoringSettings.class), unset.bindOrCreate(PREFIX, PageSettings.class),
                unset.bindOrCreate(PREFIX, AdmissionSettings.class));
    }

    /** A builder that starts from these settings, to replace some of their groups. */
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** These settings with some groups replaced. */
    public static final class Builder {
        private FusionSettings fusion;
        private VectorScanSettings vectorScan;
        private LexicalSettings lexical;
        private ScoringSettings scoring;
        private PageSettings pages;
        private AdmissionSettings admission;

        private Builder(SearchProperties from) {
            fusion = from.fusion;
            vectorScan = from.vectorScan;
            lexical = from.lexical;
            scoring = from.scoring;
            pages = from.pages;
            admission = from.admission;
        }

        public Builder fusion(FusionSettings settings) {
            fusion = settings;
            return this;
        }

        public Builder vectorScan(VectorScanSettings settings) {
            vectorScan = settings;
            return this;
        }

        public Builder lexical(LexicalSettings settings) {
            lexical = settings;
            return this;
        }

        public Builder scoring(ScoringSettings settings) {
            scoring = settings;
            return this;
        }

        public Builder pages(PageSettings settings) {
            pages = settings;
            return this;
        }

        public Builder admission(AdmissionSettings settings) {
            admission = settings;
            return this;
        }

        public SearchProperties build() {
            return new SearchProperties(fusion, vectorScan, lexical, scoring, pages, admission);
        }
    }

    /** The server's settings: the groups Spring Boot bound from {@code josh.search.*}. */
    @Configuration(proxyBeanMethods = false)
    static class Bound {

        @Bean
        SearchProperties searchProperties(FusionSettings fusion, VectorScanSettings vectorScan, LexicalSettings lexical,
                                          ScoringSettings scoring, PageSettings pages, AdmissionSettings admission) {
            return new SearchProperties(fusion, vectorScan, lexical, scoring, pages, admission);
        }
    }
}
