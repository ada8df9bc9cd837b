/** The import screen's words, the record checks' and the plan's, and the domain picker's (records:reference.*). */
import '../../resources/detail/record-words';
import '../zone-editor/editor-words';
import './zone-file-words';
