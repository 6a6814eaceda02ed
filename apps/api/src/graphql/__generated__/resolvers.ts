import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GraphQLContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date without time, yyyy-MM-dd. */
  Date: { input: string; output: string; }
  /** An instant in time, ISO 8601 with offset (e.g. 2026-11-22T12:00:00.000Z). */
  DateTime: { input: Date | string; output: Date | string; }
};

export type Address = {
  __typename?: 'Address';
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  street: Scalars['String']['output'];
};

/** Facts about this installation the sign-in page and error texts need; readable without signing in. */
export type AppInfo = {
  __typename?: 'AppInfo';
  /** Git commit of the running build (same as GET /api/build/handler). */
  commit: Scalars['String']['output'];
  /** Help hotline shown in error texts; null when not configured. */
  hotline: Maybe<Scalars['String']['output']>;
  /** Address of the privacy policy linked from the sign-in page. */
  privacyPolicyUrl: Scalars['String']['output'];
  /** Package version of the running build. */
  version: Scalars['String']['output'];
};

/** One entry of the append-only audit trail: who did what to which object, when and from where. */
export type AuditLogEntry = {
  __typename?: 'AuditLogEntry';
  /** What was done, e.g. `auth.login` or `auditLog.list`. */
  action: Scalars['String']['output'];
  /** Login of that user at the time of reading. */
  actorLogin: Maybe<Scalars['String']['output']>;
  /** The signed-in user who acted; null for anonymous attempts (e.g. a failed sign-in). */
  actorUserId: Maybe<Scalars['ID']['output']>;
  /** Client address as the API saw it. */
  address: Maybe<Scalars['String']['output']>;
  /** Facts explaining the outcome, as JSON text. */
  details: Maybe<Scalars['String']['output']>;
  entityId: Maybe<Scalars['String']['output']>;
  entityType: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  occurredAt: Scalars['DateTime']['output'];
  outcome: AuditOutcome;
};

export type AuditLogList = {
  __typename?: 'AuditLogList';
  hasMore: Scalars['Boolean']['output'];
  items: Array<AuditLogEntry>;
  /** Entries matching `where`, all pages together. */
  total: Scalars['Int']['output'];
};

export type AuditLogOrderByInput = {
  occurredAt?: InputMaybe<SortDirection>;
};

/** All given conditions must hold; `occurredFrom` and `occurredTo` are inclusive. */
export type AuditLogWhereInput = {
  action?: InputMaybe<Scalars['String']['input']>;
  actorUserId?: InputMaybe<Scalars['ID']['input']>;
  entityId?: InputMaybe<Scalars['String']['input']>;
  entityType?: InputMaybe<Scalars['String']['input']>;
  occurredFrom?: InputMaybe<Scalars['DateTime']['input']>;
  occurredTo?: InputMaybe<Scalars['DateTime']['input']>;
  outcome?: InputMaybe<AuditOutcome>;
};

/** How an audited action ended. */
export type AuditOutcome =
  | 'denied'
  | 'failure'
  | 'success';

export type Branch = {
  __typename?: 'Branch';
  address: Maybe<Address>;
  color: Scalars['String']['output'];
  devices: Array<Device>;
  emailAddresses: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  ownBranch: Scalars['Boolean']['output'];
  phoneNumbers: Array<Scalars['String']['output']>;
  region: Maybe<Scalars['String']['output']>;
};

export type Contact = {
  __typename?: 'Contact';
  companyName: Maybe<Scalars['String']['output']>;
  emailAddresses: Array<Scalars['String']['output']>;
  firstName: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName: Maybe<Scalars['String']['output']>;
  middleName: Maybe<Scalars['String']['output']>;
  nip: Maybe<Scalars['String']['output']>;
  phoneNumbers: Array<Scalars['String']['output']>;
};

export type Device = {
  __typename?: 'Device';
  deviceType: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  radiationGroups: Array<Scalars['String']['output']>;
};

/** What a stored file is for (spec part 1 §3). */
export type FileType =
  | 'Consent'
  | 'ConsentReferal'
  | 'DoctorStamp'
  | 'ProfilePicture'
  | 'StudyDescription'
  | 'StudyDescriptionRequest'
  | 'StudyImage'
  | 'StudyReferal';

/** Either `login` or `email` carries the account's e-mail address (spec part 1 §7). */
export type LoginInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  login?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
};

export type LoginResponse = {
  __typename?: 'LoginResponse';
  expiresAt: Scalars['DateTime']['output'];
  /** Bearer token for the Authorization header; valid until `expiresAt` unless revoked. */
  token: Scalars['String']['output'];
  user: User;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Records that the signed-in user accepted the terms of service. */
  acceptTerms: User;
  /** Sets a new password for the signed-in user and ends their other sessions. */
  changePassword: Scalars['Boolean']['output'];
  /** Checks the uploaded bytes (size, type by content), records their SHA-256, marks the file ready. */
  confirmUpload: StoredFile;
  deleteExistingProfilePicture: User;
  /** Deletes files and their bytes: all of them or none. Returns how many were deleted. */
  deleteFile: Scalars['Int']['output'];
  /** Signs in with e-mail and password. Throttled per account and per address. */
  login: LoginResponse;
  /** Ends the current session; its token stops working at once. */
  logout: Scalars['Boolean']['output'];
  /** Records a file about to be uploaded and returns where to PUT it. */
  prepareUpload: PreparedUpload;
  updatePreferences: User;
  /** Makes an uploaded ProfilePicture the signed-in user's picture, replacing the previous one. */
  updateProfilePicture: User;
};


export type MutationChangePasswordArgs = {
  newPassword: Scalars['String']['input'];
};


export type MutationConfirmUploadArgs = {
  fileId: Scalars['ID']['input'];
};


export type MutationDeleteFileArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationLoginArgs = {
  loginData: LoginInput;
};


export type MutationPrepareUploadArgs = {
  file: PrepareUploadInput;
};


export type MutationUpdatePreferencesArgs = {
  newPreferences: PreferencesInput;
};


export type MutationUpdateProfilePictureArgs = {
  fileId: Scalars['ID']['input'];
};

/**
 * Offset paging used by list queries: `skip` rows, then at most `take` rows. The fields are nullable
 * only because graphql-jit ignores the default of an omitted non-null input field in variables
 * (graphql-jit#142); null or omitted means the default.
 */
export type PaginationInput = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};

export type Preferences = {
  __typename?: 'Preferences';
  mailNotifications: Scalars['Boolean']['output'];
};

export type PreferencesInput = {
  mailNotifications: Scalars['Boolean']['input'];
};

/**
 * A file as the browser describes it before uploading (spec part 2 §7). A file the dropzone
 * rejected is sent with `rejected: true` and its reason: it is recorded and never uploaded.
 * ProfilePicture and DoctorStamp belong to the signed-in user; other types need `patientId`.
 */
export type PrepareUploadInput = {
  /** Bytes the upload will carry; a Float because files reach 5e9 bytes, beyond Int. */
  fileSizeInBytes: Scalars['Float']['input'];
  fileType: FileType;
  filename: Scalars['String']['input'];
  /** The type the browser reported (may be empty). Downloads are typed by the content instead. */
  mimetype: Scalars['String']['input'];
  patientId?: InputMaybe<Scalars['ID']['input']>;
  rejected?: InputMaybe<Scalars['Boolean']['input']>;
  rejectionReason?: InputMaybe<Scalars['String']['input']>;
  studyId?: InputMaybe<Scalars['ID']['input']>;
};

export type PreparedUpload = {
  __typename?: 'PreparedUpload';
  fileId: Scalars['ID']['output'];
  /**
   * Where to PUT the bytes (a relative URL of this API for the local storage, an absolute one for
   * S3). Valid for 15 minutes; null for a rejected file.
   */
  uploadSignedURL: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  appInfo: AppInfo;
  /** The audit trail, newest first unless `orderBy` says otherwise (Admin). Reading it is audited. */
  auditLog: AuditLogList;
  /** The signed-in user. */
  currentUser: User;
  /** A signed URL (5 minutes) of a confirmed file; `filePath` is the file's id. */
  getDownloadURL: Scalars['String']['output'];
};


export type QueryAuditLogArgs = {
  orderBy?: InputMaybe<AuditLogOrderByInput>;
  pagination?: InputMaybe<PaginationInput>;
  where?: InputMaybe<AuditLogWhereInput>;
};


export type QueryGetDownloadUrlArgs = {
  filePath: Scalars['String']['input'];
  studyId?: InputMaybe<Scalars['ID']['input']>;
};

/** The twelve roles of the portal (spec part 1 §6). */
export type Role =
  | 'Admin'
  | 'Complaints'
  | 'Coordinator'
  | 'DentalOffice'
  | 'DescribingDoctor'
  | 'Doctor'
  | 'HelpContact'
  | 'Laboratory'
  | 'Manager'
  | 'Patient'
  | 'Registration'
  | 'Technician';

export type SortDirection =
  | 'ASC'
  | 'DESC';

/** A stored file (spec part 2 §3, study file). */
export type StoredFile = {
  __typename?: 'StoredFile';
  confirmed: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  fileType: FileType;
  id: Scalars['ID']['output'];
  /** The type of the checked content once confirmed, else the type the browser reported. */
  mimeType: Scalars['String']['output'];
  name: Scalars['String']['output'];
  rejected: Scalars['Boolean']['output'];
  rejectionReason: Maybe<Scalars['String']['output']>;
  /** Hex SHA-256 of the stored bytes; null until confirmed. */
  sha256: Maybe<Scalars['String']['output']>;
  size: Scalars['Float']['output'];
  /** What getDownloadURL takes as `filePath`: the file's id. */
  uri: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** The signed-in user's own account changed (terms, preferences, password), e.g. in another tab. */
  currentUserUpdated: User;
};

export type User = {
  __typename?: 'User';
  acceptedTerms: Scalars['Boolean']['output'];
  active: Scalars['Boolean']['output'];
  /** Branches the user works in; the top bar's current branch is chosen among them. */
  branches: Array<Branch>;
  contact: Contact;
  emailConfirmed: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  lastLoginDate: Maybe<Scalars['DateTime']['output']>;
  /** The account's e-mail address. */
  login: Scalars['String']['output'];
  preferences: Preferences;
  /** A short-lived (5 minutes) URL of the user's profile picture; null when there is none. */
  profilePictureURL: Maybe<Scalars['String']['output']>;
  roles: Array<Role>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Address: ResolverTypeWrapper<Address>;
  AppInfo: ResolverTypeWrapper<AppInfo>;
  AuditLogEntry: ResolverTypeWrapper<AuditLogEntry>;
  AuditLogList: ResolverTypeWrapper<AuditLogList>;
  AuditLogOrderByInput: AuditLogOrderByInput;
  AuditLogWhereInput: AuditLogWhereInput;
  AuditOutcome: AuditOutcome;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Branch: ResolverTypeWrapper<Branch>;
  Contact: ResolverTypeWrapper<Contact>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Device: ResolverTypeWrapper<Device>;
  FileType: FileType;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginInput: LoginInput;
  LoginResponse: ResolverTypeWrapper<LoginResponse>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PaginationInput: PaginationInput;
  Preferences: ResolverTypeWrapper<Preferences>;
  PreferencesInput: PreferencesInput;
  PrepareUploadInput: PrepareUploadInput;
  PreparedUpload: ResolverTypeWrapper<PreparedUpload>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: Role;
  SortDirection: SortDirection;
  StoredFile: ResolverTypeWrapper<StoredFile>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  User: ResolverTypeWrapper<User>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Address: Address;
  AppInfo: AppInfo;
  AuditLogEntry: AuditLogEntry;
  AuditLogList: AuditLogList;
  AuditLogOrderByInput: AuditLogOrderByInput;
  AuditLogWhereInput: AuditLogWhereInput;
  Boolean: Scalars['Boolean']['output'];
  Branch: Branch;
  Contact: Contact;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Device: Device;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LoginInput: LoginInput;
  LoginResponse: LoginResponse;
  Mutation: Record<PropertyKey, never>;
  PaginationInput: PaginationInput;
  Preferences: Preferences;
  PreferencesInput: PreferencesInput;
  PrepareUploadInput: PrepareUploadInput;
  PreparedUpload: PreparedUpload;
  Query: Record<PropertyKey, never>;
  StoredFile: StoredFile;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  User: User;
};

export type AddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppInfo'] = ResolversParentTypes['AppInfo']> = {
  commit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hotline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  privacyPolicyUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditLogEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditLogEntry'] = ResolversParentTypes['AuditLogEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorLogin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actorUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  details?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entityId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entityType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['AuditOutcome'], ParentType, ContextType>;
};

export type AuditLogListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditLogList'] = ResolversParentTypes['AuditLogList']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['AuditLogEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BranchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Branch'] = ResolversParentTypes['Branch']> = {
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  devices?: Resolver<Array<ResolversTypes['Device']>, ParentType, ContextType>;
  emailAddresses?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownBranch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phoneNumbers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Contact'] = ResolversParentTypes['Contact']> = {
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailAddresses?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  middleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumbers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeviceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Device'] = ResolversParentTypes['Device']> = {
  deviceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  radiationGroups?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LoginResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoginResponse'] = ResolversParentTypes['LoginResponse']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptTerms?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'newPassword'>>;
  confirmUpload?: Resolver<ResolversTypes['StoredFile'], ParentType, ContextType, RequireFields<MutationConfirmUploadArgs, 'fileId'>>;
  deleteExistingProfilePicture?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  deleteFile?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationDeleteFileArgs, 'ids'>>;
  login?: Resolver<ResolversTypes['LoginResponse'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'loginData'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  prepareUpload?: Resolver<ResolversTypes['PreparedUpload'], ParentType, ContextType, RequireFields<MutationPrepareUploadArgs, 'file'>>;
  updatePreferences?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdatePreferencesArgs, 'newPreferences'>>;
  updateProfilePicture?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfilePictureArgs, 'fileId'>>;
};

export type PreferencesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Preferences'] = ResolversParentTypes['Preferences']> = {
  mailNotifications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PreparedUploadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PreparedUpload'] = ResolversParentTypes['PreparedUpload']> = {
  fileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uploadSignedURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  appInfo?: Resolver<ResolversTypes['AppInfo'], ParentType, ContextType>;
  auditLog?: Resolver<ResolversTypes['AuditLogList'], ParentType, ContextType, Partial<QueryAuditLogArgs>>;
  currentUser?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  getDownloadURL?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryGetDownloadUrlArgs, 'filePath'>>;
};

export type StoredFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoredFile'] = ResolversParentTypes['StoredFile']> = {
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileType?: Resolver<ResolversTypes['FileType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rejected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sha256?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  currentUserUpdated?: SubscriptionResolver<ResolversTypes['User'], "currentUserUpdated", ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  acceptedTerms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  branches?: Resolver<Array<ResolversTypes['Branch']>, ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType>;
  emailConfirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastLoginDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  login?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preferences?: Resolver<ResolversTypes['Preferences'], ParentType, ContextType>;
  profilePictureURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Address?: AddressResolvers<ContextType>;
  AppInfo?: AppInfoResolvers<ContextType>;
  AuditLogEntry?: AuditLogEntryResolvers<ContextType>;
  AuditLogList?: AuditLogListResolvers<ContextType>;
  Branch?: BranchResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Device?: DeviceResolvers<ContextType>;
  LoginResponse?: LoginResponseResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Preferences?: PreferencesResolvers<ContextType>;
  PreparedUpload?: PreparedUploadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  StoredFile?: StoredFileResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

