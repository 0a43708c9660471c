package dev.josh.ingest.core;

import org.springframework.batch.infrastructure.item.ItemProcessor;

/** The processor of every source step: prepares records, turns rejections into log items, passes file events on. */
public final class PreparingProcessor<T, R> implements ItemProcessor<SourceItem<T>, SourceItem<R>> {

    private final RecordPreparer<T, R> preparer;

    public PreparingProcessor(RecordPreparer<T, R> preparer) {
        this.preparer = preparer;
    }

    @Override
    @SuppressWarnings("unchecked") // file events and rejections carry no record, so they fit any record type
    public SourceItem<R> process(SourceItem<T> item) {
        if (item instanceof SourceItem.Parsed<T> parsed) {
            try {
                return new SourceItem.Parsed<>(parsed.file(), parsed.position(), preparer.prepare(parsed.record()));
            } catch (RejectedRecordException e) {
                return new SourceItem.Rejected<>(parsed.file(), parsed.position(), e.recordId(), e.level(), e.getMessage());
            }
        }
        return (SourceItem<R>) item;
    }
}
