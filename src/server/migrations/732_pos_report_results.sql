-- What a cafe reported for a report request it picked up (balance, terminal or game report): a JSON
-- document of the shape PosReportResult (src/core/areas/poses/contract.ts), written at the pickup.
ALTER TABLE pos_commands
  ADD COLUMN result jsonb,
  ADD CONSTRAINT pos_commands_result_report CHECK (result IS NULL OR type = 'REQUEST_REPORT');
