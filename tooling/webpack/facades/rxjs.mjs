// What the platform uses of rxjs, shared instead of the whole library (see react-router-dom.mjs).
// Imported file by file: an import of 'rxjs' itself would be served by this very facade.
export { BehaviorSubject } from 'rxjs/internal/BehaviorSubject';
export { Observable } from 'rxjs/internal/Observable';
export { ReplaySubject } from 'rxjs/internal/ReplaySubject';
export { Subject } from 'rxjs/internal/Subject';
export { Subscription } from 'rxjs/internal/Subscription';
export { firstValueFrom } from 'rxjs/internal/firstValueFrom';
export { lastValueFrom } from 'rxjs/internal/lastValueFrom';
export { combineLatest } from 'rxjs/internal/observable/combineLatest';
export { from } from 'rxjs/internal/observable/from';
export { fromEvent } from 'rxjs/internal/observable/fromEvent';
export { interval } from 'rxjs/internal/observable/interval';
export { merge } from 'rxjs/internal/observable/merge';
export { of } from 'rxjs/internal/observable/of';
export { timer } from 'rxjs/internal/observable/timer';
export { debounceTime } from 'rxjs/internal/operators/debounceTime';
export { distinctUntilChanged } from 'rxjs/internal/operators/distinctUntilChanged';
export { filter } from 'rxjs/internal/operators/filter';
export { map } from 'rxjs/internal/operators/map';
export { share } from 'rxjs/internal/operators/share';
export { shareReplay } from 'rxjs/internal/operators/shareReplay';
export { startWith } from 'rxjs/internal/operators/startWith';
export { switchMap } from 'rxjs/internal/operators/switchMap';
export { take } from 'rxjs/internal/operators/take';
export { takeUntil } from 'rxjs/internal/operators/takeUntil';
export { tap } from 'rxjs/internal/operators/tap';
export { toArray } from 'rxjs/internal/operators/toArray';
