/** What a language extractor reports for one message site, before sources are merged. */
import type {MessageKind} from '../../src/messages/data';

export interface FoundMessage {
  text: string;
  kind: MessageKind;
  printed: string | null;
  /** 1-based line of the statement that prints or returns the message. */
  line: number;
  value?: number;
}
